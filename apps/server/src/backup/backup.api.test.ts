import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiPaths, type ChatHistory, type DownloadGrant, type Download, pathTo, type Playback } from '@kora/shared';
import { createLive } from '../../test/factories/admin.js';
import { createUser, makePlayable } from '../../test/factories.js';
import { freePort } from '../../test/free-port.js';
import { pgDumpCanRead } from '../../test/pg-dump-version.js';
import { writeRealHls } from '../../test/hls-fixture.js';
import { type ServerProcess, startServerProcess, waitUntilReady } from '../../test/server-process.js';
import { adminQuery, withDatabase } from '../../test/template-database.js';
import { startS3Server, type S3TestServer } from '../../test/s3-server.js';
import { createTestApp } from '../../test/test-app.js';
import { connectDatabase, type DatabaseHandle } from '../db/client.js';
import { embeddedDatabaseUrl, startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { createChatRepository } from '../modules/chat/chat.repository.js';
import { serverRoot } from '../paths.js';
import { createMediaStorage } from '../storage/index.js';
import type { BackupManifest } from './manifest.js';
import { takeBackup } from './take-backup.js';
import { clusterSecrets, clusterStorageConfig } from '../cluster/cluster-storage.js';

/*
 * `npm run backup` and `npm run restore` as an operator runs them, on a platform started as `npm start` does (embedded
 * PostgreSQL, demo data): restored into a fresh DATA_DIR, every table holds the same rows, and the platform behaves
 * the same (sign-in, a video plays from the restored media, downloads' rights, chat history, ledgers); a backup taken
 * while writes go on restores to one consistent moment.
 */
const run = promisify(execFile);
const folders: string[] = [];
const procs: ServerProcess[] = [];
const handles: DatabaseHandle[] = [];
const json = { 'content-type': 'application/json' };
const VIDEO = '0d5e3c1a-0011-4000-8000-00000000c011';

async function folder(name: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `kora-${name}-`));
  folders.push(dir);
  return dir;
}

/** Runs `npm run backup` / `npm run restore`'s entry with this environment; its status and what it printed. */
async function command(entry: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(serverRoot, 'dist', `${entry}.js`), ...args], { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env } });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

/** Row count and a checksum of every row of every table of Kora's schema but the sessions (a restore ends them). */
async function tableSums(database: DatabaseHandle): Promise<Record<string, string>> {
  const { rows: tables } = await database.pool.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' and table_name <> 'sessions' order by 1");
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await database.pool.query<{ n: number; sum: string }>(`select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as sum from public."${name}" t`);
    sums[name] = `${rows[0]?.n} ${rows[0]?.sum}`;
  }
  return sums;
}

/** The database at `url` holds the same rows as `original` (sessions aside). */
async function expectSameRows(url: string, original: DatabaseHandle): Promise<void> {
  const copy = connectDatabase(url, 1);
  try {
    expect(await tableSums(copy)).toEqual(await tableSums(original));
  } finally {
    await copy.close();
  }
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}${apiPaths.login}`, { method: 'POST', headers: { ...json, origin: base }, body: JSON.stringify({ email, password }) });
  expect(res.status).toBe(200);
  return (res.headers.getSetCookie().find((c) => c.startsWith('kora_sid=')) ?? '').split(';')[0] as string;
}
const get = (base: string, cookie: string, p: string) => fetch(`${base}${p}`, { headers: { cookie } });

/** The bytes of the video's first 144p segment, read through a signed URL as a player does. */
async function firstSegment(base: string, cookie: string): Promise<Buffer> {
  const playback = (await (await get(base, cookie, pathTo(apiPaths.playback, { id: VIDEO }))).json()) as Playback;
  const masterUrl = new URL(playback.masterUrl, base);
  const rendition = new URL('144p/index.m3u8', masterUrl);
  const playlist = await (await fetch(rendition)).text();
  const segment = await fetch(new URL(playlist.split('\n').find((line) => line.endsWith('.ts')) ?? '', rendition));
  expect(segment.status).toBe(200);
  return Buffer.from(await segment.arrayBuffer());
}

/** `npm start` on DATA_DIR with its embedded PostgreSQL, and a connection to that database. */
async function startPlatform(env: Record<string, string>): Promise<{ base: string; db: DatabaseHandle }> {
  const proc = startServerProcess({ HOST: '127.0.0.1', WORKERS: '0', ...env });
  procs.push(proc);
  const base = `http://127.0.0.1:${env.PORT}`;
  await waitUntilReady(base, proc, 90_000);
  const db = connectDatabase(await embeddedDatabaseUrl(env.DATA_DIR as string, Number(env.EMBEDDED_PG_PORT)), 2);
  handles.push(db);
  return { base, db };
}

let a: { base: string; env: Record<string, string>; db: DatabaseHandle; liveId: string; cookie: string };
beforeAll(async () => {
  const dataDir = await folder('a');
  const env = { DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()) };
  const { base, db } = await startPlatform(env);
  // What a running platform holds beyond the demo seed: a video prepared into the media folder, a live's chat, a download.
  await makePlayable(db.db, path.join(dataDir, 'media'), VIDEO, { renditions: await writeRealHls(path.join(dataDir, 'media'), VIDEO, 4) });
  const { rows: [creator] } = await db.pool.query<{ id: string }>("select id from users where email = 'createur@kora.demo'");
  const live = await createLive(db.db, creator?.id ?? '', 'approved', { title: 'Concert du samedi' });
  const chat = createChatRepository(db.db);
  for (const body of ['Bonsoir Dakar !', 'Le son est parfait', 'Merci à tous']) await chat.post({ liveId: live.id, userId: creator?.id ?? '', username: 'Sahel Sessions', role: 'creator', body, exempt: true, subscriber: false });
  const cookie = await signIn(base, 'premium@kora.demo', 'kora-demo');
  const grant = await fetch(`${base}${pathTo(apiPaths.videoDownloads, { id: VIDEO })}`, { method: 'POST', headers: { ...json, cookie, origin: base }, body: JSON.stringify({ rendition: '144p' }) });
  expect(grant.status).toBe(200);
  expect(((await grant.json()) as DownloadGrant).download.videoId).toBe(VIDEO);
  a = { base, env, db, liveId: live.id, cookie };
}, 120_000);

afterAll(async () => {
  for (const proc of procs) proc.child.kill('SIGTERM');
  await Promise.all(procs.map((proc) => proc.exited));
  for (const handle of handles) await handle.close().catch(() => undefined);
  for (const dir of folders) await fs.rm(dir, { recursive: true, force: true });
}, 60_000);

describe('a backup of the running platform, restored into a fresh DATA_DIR', () => {
  it('holds every row, the media and the secrets; the restored platform signs in, plays, and keeps rights, chat and ledgers', { timeout: 180_000 }, async () => {
    const before = await tableSums(a.db);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['users', 'payment_ledger', 'creator_ledger', 'chat_messages', 'video_downloads', 'videos', 'installation']));
    const backups = await folder('backups');
    const taken = await command('backup', [backups], { DATA_DIR: a.env.DATA_DIR as string, EMBEDDED_PG_PORT: a.env.EMBEDDED_PG_PORT as string });
    expect(taken.code, taken.out).toBe(0);
    const backup = taken.out.trim().split('\n').at(-1) as string;
    expect(path.dirname(backup)).toBe(backups);
    // Nothing moved meanwhile: what the backup holds is exactly this.
    expect(await tableSums(a.db)).toEqual(before);

    const dataDir = await folder('b');
    const target = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };
    const restored = await command('restore', [backup], target);
    expect(restored.code, restored.out).toBe(0);
    const mediaFiles = (await fs.readdir(path.join(a.env.DATA_DIR as string, 'media', 'videos'), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    expect(mediaFiles.length).toBeGreaterThan(2);
    expect(restored.out).toMatch(new RegExp(`Restauration terminée en [\\d.]+ s : ${mediaFiles.length} fichiers de médias ; 1 sessions fermées`));
    // A second restore onto it is refused: the target is no longer empty.
    const again = await command('restore', [backup], target);
    expect(again.code).toBe(1);
    expect(again.out).toContain('La cible n’est pas vide');
    expect(again.out).toContain('--force');

    const { base, db } = await startPlatform({ ...target, PORT: String(await freePort()), SEED_DEMO: 'false' });
    expect(await tableSums(db)).toEqual(before);
    expect((await db.pool.query('select 1 from sessions')).rowCount).toBe(0);

    // The session of before the backup is over; signing in again works, and what the person had is there.
    expect((await get(base, a.cookie, apiPaths.authUser)).status).toBe(401);
    const cookie = await signIn(base, 'premium@kora.demo', 'kora-demo');
    expect(await firstSegment(base, cookie)).toEqual(await firstSegment(a.base, a.cookie));
    const downloads = async (at: string, c: string) => ((await (await get(at, c, apiPaths.downloads)).json()) as Download[]).map((d) => d.videoId);
    expect(await downloads(base, cookie)).toEqual([VIDEO]);
    const history = async (at: string, c: string) => ((await (await get(at, c, pathTo(apiPaths.liveChat, { id: a.liveId }))).json()) as ChatHistory).messages.map((m) => m.message);
    expect(await history(base, cookie)).toEqual(['Bonsoir Dakar !', 'Le son est parfait', 'Merci à tous']);
    const ledgers = 'select (select coalesce(sum(amount), 0) from creator_ledger) as creators, (select count(*) from payment_ledger) as payments';
    expect((await db.pool.query(ledgers)).rows).toEqual((await a.db.pool.query(ledgers)).rows);
    expect(Number((await db.pool.query<{ creators: string }>(ledgers)).rows[0]?.creators)).toBeGreaterThan(0);
  });

  it('taken while chat messages are written, restores one consistent moment', { timeout: 120_000 }, async () => {
    const chat = createChatRepository(a.db.db);
    const { rows: [creator] } = await a.db.pool.query<{ id: string }>("select id from users where email = 'createur@kora.demo'");
    const live = await createLive(a.db.db, creator?.id ?? '', 'approved');
    let written = 0;
    let writing = true;
    // Each message is one transaction: the room's last seq moved and the message inserted together.
    const writer = (async () => {
      while (writing) {
        await chat.post({ liveId: live.id, userId: creator?.id ?? '', username: 'Sahel Sessions', role: 'creator', body: `message ${written + 1}`, exempt: true, subscriber: false });
        written += 1;
      }
    })();
    while (written < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    const atStart = written;
    const taken = await command('backup', [await folder('busy')], { DATA_DIR: a.env.DATA_DIR as string, EMBEDDED_PG_PORT: a.env.EMBEDDED_PG_PORT as string });
    const atEnd = written;
    writing = false;
    await writer;
    expect(taken.code, taken.out).toBe(0);
    expect(atEnd).toBeGreaterThan(atStart);

    const dataDir = await folder('c');
    const port = await freePort();
    expect((await command('restore', [taken.out.trim().split('\n').at(-1) as string], { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) })).code).toBe(0);
    const pg = await startEmbeddedPostgres({ dataDir, port, log: () => undefined });
    const db = connectDatabase(pg.url, 1);
    try {
      const { rows } = await db.pool.query<{ n: number; max: number; last: number; bodies: string[] }>(
        'select count(*)::int as n, max(m.seq)::int as max, r.last_seq::int as last from chat_messages m join chat_rooms r on r.live_id = m.live_id where m.live_id = $1 group by r.last_seq',
        [live.id],
      );
      const [room] = rows;
      // Every message acknowledged before the backup began is there, none beyond what was written by its end (one may have been in flight).
      expect(room?.n).toBeGreaterThanOrEqual(atStart);
      expect(room?.n).toBeLessThanOrEqual(atEnd + 1);
      // The room's counter and its messages agree: no transaction is half there.
      expect(room?.max).toBe(room?.n);
      expect(room?.last).toBe(room?.n);
    } finally {
      await db.close();
      await pg.stop();
    }
  });
});

describe('a backup of an external PostgreSQL (DATABASE_URL)', () => {
  it('is pg_dump’s and restores into an empty database with the same rows; a damaged backup or another MEDIA_URL_SECRET is refused before anything is written', { timeout: 120_000 }, async () => {
    const t = await createTestApp();
    const adminUrl = inject('pgAdminUrl');
    const restoreTo = `kora_t_restore_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${restoreTo}`);
    try {
      await createUser(t.database.db, { email: 'awa@exemple.sn' });
      await createUser(t.database.db, { email: 'kofi@exemple.gh', tier: 'premium' });
      const taken = await command('backup', [await folder('ext-backups')], { DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl as string });
      // pg_dump refuses a server newer than itself (the suite's own embedded PostgreSQL, where the machine's
      // PostgreSQL does not answer): then the backup says what to install, and there is nothing to restore.
      if (!(await pgDumpCanRead(t.config.databaseUrl as string))) {
        expect(taken.code).toBe(1);
        expect(taken.out).toContain('pg_dump est plus ancien que le serveur de DATABASE_URL : installez le client PostgreSQL de sa version.');
        return;
      }
      expect(taken.code, taken.out).toBe(0);
      expect(taken.out).toContain('pg_dump de DATABASE_URL');
      const backup = taken.out.trim().split('\n').at(-1) as string;
      const manifest = JSON.parse(await fs.readFile(path.join(backup, 'manifest.json'), 'utf8')) as BackupManifest;
      expect(manifest.database.kind).toBe('pg-dump');
      expect(manifest.secrets).toEqual(['media-url.secret', 'vapid.json']);

      const target = { DATA_DIR: await folder('ext-b'), DATABASE_URL: withDatabase(adminUrl, restoreTo) };
      const wrongSecret = await command('restore', [backup], { ...target, MEDIA_URL_SECRET: randomBytes(32).toString('base64url') });
      expect(wrongSecret.code).toBe(1);
      expect(wrongSecret.out).toContain('MEDIA_URL_SECRET:');
      const damaged = await folder('ext-damaged');
      await fs.cp(backup, damaged, { recursive: true });
      const dump = path.join(damaged, 'database', 'kora.dump');
      const bytes = await fs.readFile(dump);
      bytes.writeUInt8(bytes.readUInt8(bytes.length >> 1) ^ 0xff, bytes.length >> 1);
      await fs.writeFile(dump, bytes);
      const refused = await command('restore', [damaged], target);
      expect(refused.code).toBe(1);
      expect(refused.out).toContain('Sauvegarde abîmée : database/kora.dump ne correspond pas à sa somme de contrôle. Rien n’a été restauré.');
      // Neither refusal wrote anything: the database is still empty, and the restore now goes through.
      expect(existsSync(path.join(target.DATA_DIR, 'media-url.secret'))).toBe(false);
      const restored = await command('restore', [backup], target);
      expect(restored.code, restored.out).toBe(0);
      await expectSameRows(target.DATABASE_URL, t.database);
    } finally {
      await t.close();
      await adminQuery(adminUrl, `drop database if exists ${restoreTo} with (force)`);
    }
  });

  it('copies the S3 bucket’s objects, and restores them into an empty bucket (refused once it holds some)', { timeout: 120_000 }, async () => {
    const [from, to] = [await startS3Server(), await startS3Server()];
    const env = (s3: S3TestServer) => ({ S3_ENDPOINT: s3.config.endpoint, S3_BUCKET: s3.config.bucket, S3_ACCESS_KEY_ID: s3.config.accessKeyId, S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey });
    const t = await createTestApp(env(from));
    const adminUrl = inject('pgAdminUrl');
    const restoreTo = `kora_t_restore_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${restoreTo}`);
    try {
      const files = { 'videos/v1/hls/master.m3u8': '#EXTM3U\n144p/index.m3u8\n', 'videos/v1/hls/144p/seg_00000.ts': randomBytes(200_000).toString('base64') };
      const scratch = await folder('s3-files');
      for (const [key, body] of Object.entries(files)) {
        const file = path.join(scratch, randomBytes(6).toString('hex'));
        await fs.writeFile(file, body);
        await t.storage.putFile(key, file);
      }
      const taken = await command('backup', [await folder('s3-backups')], { DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl as string, ...env(from) });
      if (!(await pgDumpCanRead(t.config.databaseUrl as string))) {
        expect(taken.out).toContain('pg_dump est plus ancien que le serveur de DATABASE_URL');
        return;
      }
      expect(taken.code, taken.out).toBe(0);
      const backup = taken.out.trim().split('\n').at(-1) as string;
      const manifest = JSON.parse(await fs.readFile(path.join(backup, 'manifest.json'), 'utf8')) as BackupManifest;
      expect(manifest.media).toMatchObject({ storage: 's3', objects: 2 });

      const target = { DATA_DIR: await folder('s3-restored'), DATABASE_URL: withDatabase(adminUrl, restoreTo), ...env(to) };
      const restored = await command('restore', [backup], target);
      expect(restored.code, restored.out).toBe(0);
      expect(restored.out).toContain('2 fichiers de médias');
      const bucket = createMediaStorage(to.config, await folder('s3-scratch'));
      try {
        expect((await bucket.keys('videos')).sort()).toEqual(Object.keys(files).sort());
        for (const [key, body] of Object.entries(files)) expect((await bucket.read(key))?.toString()).toBe(body);
      } finally {
        await bucket.close();
      }
      // Into another empty database but the same bucket: refused, the bucket is not empty any more.
      await adminQuery(adminUrl, `create database ${restoreTo}_b`);
      const again = await command('restore', [backup], { ...target, DATABASE_URL: withDatabase(adminUrl, `${restoreTo}_b`) });
      expect(again.code).toBe(1);
      expect(again.out).toContain('le stockage des médias a déjà des fichiers sous videos/');
    } finally {
      await t.close();
      for (const name of [restoreTo, `${restoreTo}_b`]) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      await Promise.all([from.stop(), to.stop()]);
    }
  });
});

describe('a cluster’s backup', () => {
  it('goes back into a cluster’s folder: its database, its shared media, and its secrets file at the top, where npm run cluster reads it', { timeout: 120_000 }, async () => {
    const cluster = await folder('cluster');
    const secrets = await clusterSecrets(cluster, {});
    const t = await createTestApp({ MEDIA_URL_SECRET: secrets.media, VAPID_PUBLIC_KEY: secrets.vapidPublicKey, VAPID_PRIVATE_KEY: secrets.vapidPrivateKey, MEDIA_DIR: path.join(cluster, 'media') });
    const adminUrl = inject('pgAdminUrl');
    const restoreTo = `kora_t_restore_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${restoreTo}`);
    try {
      await createUser(t.database.db, { email: 'awa@exemple.sn' });
      const master = path.join(await folder('cluster-files'), 'master.m3u8');
      await fs.writeFile(master, '#EXTM3U\n144p/index.m3u8\n');
      await t.storage.putFile('videos/v1/hls/master.m3u8', master);
      if (!(await pgDumpCanRead(t.config.databaseUrl as string))) return;
      // As BACKUP_CRON takes it in npm run cluster.
      const backup = await takeBackup(clusterStorageConfig(cluster, { DATABASE_URL: t.config.databaseUrl }, secrets), await folder('cluster-backups'), () => undefined, { secretsFrom: [path.join(cluster, 'db'), cluster] });

      const fresh = await folder('cluster-restored');
      const restored = await command('restore', [backup], { DATA_DIR: fresh, DATABASE_URL: withDatabase(adminUrl, restoreTo) });
      expect(restored.code, restored.out).toBe(0);
      expect(restored.out).toContain(`Démarrez Kora : DATA_DIR=${fresh} npm run cluster.`);
      expect(await fs.readFile(path.join(fresh, 'cluster-secrets.json'), 'utf8')).toBe(await fs.readFile(path.join(cluster, 'cluster-secrets.json'), 'utf8'));
      expect(existsSync(path.join(fresh, 'db', 'cluster-secrets.json'))).toBe(false);
      expect(await fs.readFile(path.join(fresh, 'media', 'videos', 'v1', 'hls', 'master.m3u8'), 'utf8')).toBe('#EXTM3U\n144p/index.m3u8\n');
      // The cluster started on that folder signs with the same secret, which the restored database knows.
      expect(await clusterSecrets(fresh, {})).toEqual(secrets);
      await expectSameRows(withDatabase(adminUrl, restoreTo), t.database);
    } finally {
      await t.close();
      await adminQuery(adminUrl, `drop database if exists ${restoreTo} with (force)`);
    }
  });
});
