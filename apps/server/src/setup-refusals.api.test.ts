import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SANDBOX_SECRETS, startSandbox } from '@kora/sandboxes';
import { freePort } from '../test/free-port.js';
import { type ServerProcess, startServerProcess, waitUntilReady } from '../test/server-process.js';
import { adminQuery, TEMPLATE_DB, withDatabase } from '../test/template-database.js';
import { mediaSecretFingerprint } from './installation.js';

/*
 * A wrong setup, started for real as `npm start` and `npm run worker` run: each is refused before anything is served,
 * in one French line naming the variable to fix, and the right setup then starts.
 */
const adminUrl = inject('pgAdminUrl');
const databases: string[] = [];
const folders: string[] = [];
const running: ServerProcess[] = [];

async function newDatabase(): Promise<string> {
  const name = `kora_t_setup_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${TEMPLATE_DB}`);
  databases.push(name);
  return withDatabase(adminUrl, name);
}
async function newFolder(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-setup-'));
  folders.push(dir);
  return dir;
}
async function started(env: Record<string, string>): Promise<ServerProcess> {
  const proc = startServerProcess({ HOST: '127.0.0.1', WORKERS: '0', ...env });
  running.push(proc);
  await waitUntilReady(`http://127.0.0.1:${env.PORT}`, proc);
  return proc;
}
/** The process stops by itself with status 1; what it said. */
async function refused(env: Record<string, string>, entry: 'main' | 'worker' = 'main'): Promise<string> {
  const proc = startServerProcess({ HOST: '127.0.0.1', WORKERS: entry === 'worker' ? '1' : '0', ...env }, entry);
  running.push(proc);
  expect(await proc.exited).toBe(1);
  // One line to act on, not a stack.
  expect(proc.output()).not.toMatch(/Démarrage impossible|\n\s+at /);
  return proc.output();
}

let first: { env: Record<string, string>; dataDir: string; databaseUrl: string };
beforeAll(async () => {
  const dataDir = await newFolder();
  const databaseUrl = await newDatabase();
  first = { dataDir, databaseUrl, env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PORT: String(await freePort()), SANDBOX_PORT: String(await freePort()), SMS_SANDBOX_PORT: String(await freePort()) } };
  await started(first.env);
}, 90_000);
afterAll(async () => {
  for (const proc of running) proc.child.kill('SIGKILL');
  await Promise.all(running.map((proc) => proc.exited));
  for (const name of databases) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  for (const dir of folders) await fs.rm(dir, { recursive: true, force: true });
});

describe('a second instance on the same database', () => {
  it('with a data folder of its own (so its own generated secrets) is refused, naming MEDIA_URL_SECRET, then VAPID keys; given the first one’s, it starts and shares its sandboxes', { timeout: 90_000 }, async () => {
    const dataDir = await newFolder();
    const second = { ...first.env, DATA_DIR: dataDir, PORT: String(await freePort()) };
    const secret = (await fs.readFile(path.join(first.dataDir, 'media-url.secret'), 'utf8')).trim();
    const vapid = JSON.parse(await fs.readFile(path.join(first.dataDir, 'vapid.json'), 'utf8')) as { publicKey: string; privateKey: string };

    const noSecret = await refused(second);
    expect(noSecret).toContain(`MEDIA_URL_SECRET: la clé du fichier ${path.join(dataDir, 'media-url.secret')} ne correspond pas à la clé avec laquelle cette base de données a été installée`);
    // A worker started beside it is refused the same way.
    expect(await refused({ DATA_DIR: dataDir, DATABASE_URL: first.databaseUrl }, 'worker')).toContain('MEDIA_URL_SECRET: la clé du fichier');
    const wrongGiven = await refused({ ...second, MEDIA_URL_SECRET: randomBytes(32).toString('base64url') });
    expect(wrongGiven).toContain('MEDIA_URL_SECRET: la variable MEDIA_URL_SECRET ne correspond pas');

    const noVapid = await refused({ ...second, MEDIA_URL_SECRET: secret });
    expect(noVapid).toContain(`VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: les clés du fichier ${path.join(dataDir, 'vapid.json')} ne correspondent pas aux clés Web Push de cette installation`);

    const proc = await started({ ...second, MEDIA_URL_SECRET: secret, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey });
    expect(proc.output()).toContain('bac à sable des paiements déjà lancé par une autre instance de cette installation : partagé');
    expect(proc.output()).toContain('bac à sable des SMS déjà lancé : partagé');

    // The database keeps a keyed fingerprint of the secret, never the secret.
    const client = new pg.Client({ connectionString: first.databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ media_secret_fingerprint: string; vapid_public_key: string }>('select media_secret_fingerprint, vapid_public_key from installation');
    await client.end();
    expect(rows).toEqual([{ media_secret_fingerprint: mediaSecretFingerprint(secret), vapid_public_key: vapid.publicKey }]);
    expect(rows[0]?.media_secret_fingerprint).not.toContain(secret.slice(0, 8));
  });
});

describe('a second installation on the same machine', () => {
  it('never shares the first one’s payment or SMS sandbox: refused, naming SANDBOX_PORT or SMS_SANDBOX_PORT', { timeout: 60_000 }, async () => {
    const other = { DATA_DIR: await newFolder(), DATABASE_URL: await newDatabase(), PORT: String(await freePort()) };
    const payments = await refused({ ...other, SANDBOX_PORT: first.env.SANDBOX_PORT as string, SMS_SANDBOX_PORT: '0' });
    expect(payments).toContain(
      `Le port ${first.env.SANDBOX_PORT} (127.0.0.1) est déjà utilisé par le bac à sable des paiements d’une autre installation de Kora (une autre base de données, qui recevrait ce que celle-ci envoie) : arrêtez-le, ou choisissez un autre port avec SANDBOX_PORT.`,
    );
    const sms = await refused({ ...other, SANDBOX_PORT: '0', SMS_SANDBOX_PORT: first.env.SMS_SANDBOX_PORT as string });
    expect(sms).toContain('choisissez un autre port avec SMS_SANDBOX_PORT.');
    // Nor a sandbox some older Kora (or anything else) left on the port.
    const stranger = await startSandbox(0, ['stripe'], { publicUrl: 'http://127.0.0.1', secrets: SANDBOX_SECRETS, deliver: async () => 200 }, 'ailleurs');
    try {
      expect(await refused({ ...other, SANDBOX_PORT: String(stranger.port), SMS_SANDBOX_PORT: '0' })).toContain('choisissez un autre port avec SANDBOX_PORT.');
    } finally {
      await stranger.close();
    }
  });

  it('finding the RTMP port taken, says so naming RTMP_PORT, and starts without ingest when told MAX_LIVE_TRANSCODES=0; the same for the embedded database’s port', { timeout: 60_000 }, async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '0.0.0.0', resolve));
    const taken = (holder.address() as net.AddressInfo).port;
    try {
      const env = { DATA_DIR: await newFolder(), DATABASE_URL: await newDatabase(), PORT: String(await freePort()), RTMP_PORT: String(taken) };
      const output = await refused(env);
      expect(output).toContain(`Le port ${taken} (0.0.0.0) est déjà utilisé par un autre programme (un autre Kora ?) : arrêtez-le, ou choisissez un autre port avec RTMP_PORT.`);
      expect(output).toContain('MAX_LIVE_TRANSCODES=0');
      await started({ ...env, MAX_LIVE_TRANSCODES: '0' });
      // The embedded database's port taken (another Kora's, with the default settings) is named too.
      const embedded = await refused({ DATA_DIR: await newFolder(), PORT: String(await freePort()), EMBEDDED_PG_PORT: String(taken) });
      expect(embedded).toContain(`Le port ${taken} (127.0.0.1) est déjà utilisé par un autre programme (la base intégrée d’un autre Kora ?) : arrêtez-le, ou choisissez un autre port avec EMBEDDED_PG_PORT.`);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});
