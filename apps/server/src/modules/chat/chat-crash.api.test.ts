import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiPaths, type ChatHistory, type ChatMessage, type LiveStream, pathTo } from '@kora/shared';
import { connectChat } from '../../../test/chat-client.js';
import { createUser } from '../../../test/factories.js';
import { freePort } from '../../../test/free-port.js';
import { type ServerProcess, startServerProcess, waitUntilReady } from '../../../test/server-process.js';
import { adminQuery, TEMPLATE_DB, withDatabase } from '../../../test/template-database.js';
import { connectDatabase } from '../../db/client.js';

/*
 * The real server process, killed with SIGKILL while a creator posts in a loop: every message
 * that was acknowledged is in the history after the restart, exactly once, in order.
 */
const name = `kora_chat_crash_${Date.now()}`;
let dataDir: string;
let env: Record<string, string>;
let base: string;
let proc: ServerProcess | undefined;

const json = { 'content-type': 'application/json' };

async function login(email: string, password: string): Promise<string> {
  const res = await fetch(`${base}${apiPaths.login}`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('kora_sid='));
  return (cookie as string).split(';')[0]?.slice('kora_sid='.length) as string;
}

const call = (method: string, url: string, sid: string, body?: unknown) =>
  fetch(`${base}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : json), cookie: `kora_sid=${sid}`, origin: new URL(base).origin },
    body: body === undefined ? null : JSON.stringify(body),
  });

beforeAll(async () => {
  await adminQuery(inject('pgAdminUrl'), `create database ${name} template ${TEMPLATE_DB}`);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-chat-crash-'));
  const port = await freePort();
  const databaseUrl = withDatabase(inject('pgAdminUrl'), name);
  env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, WORKERS: '0', MAX_LIVE_TRANSCODES: '0', LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}` };
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  proc?.child.kill('SIGKILL');
  await proc?.exited;
  await adminQuery(inject('pgAdminUrl'), `drop database if exists ${name} with (force)`);
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('a crash while the chat is busy', () => {
  it('keeps every acknowledged message, once', { timeout: 90_000 }, async () => {
    const database = connectDatabase(env.DATABASE_URL as string, 2);
    const creator = await createUser(database.db, { accountType: 'creator' });
    const admin = await createUser(database.db, { accountType: 'admin' });
    await database.close();
    proc = startServerProcess(env);
    await waitUntilReady(base, proc);
    const creatorSid = await login(creator.email, creator.password);
    const adminSid = await login(admin.email, admin.password);
    const live = (await (await call('POST', apiPaths.liveStreams, creatorSid, { title: 'Crash test', category: 'Sport', ageRating: 'tous' })).json()) as LiveStream;
    expect((await call('POST', pathTo(apiPaths.adminApproveLive, { id: live.id }), adminSid)).status).toBe(200);
    const reader = await connectChat(base, adminSid);
    await reader.join(live.id);

    // Posts one after the other; the process is killed once some were acknowledged, mid-request.
    const acknowledged: ChatMessage[] = [];
    let failures = 0;
    const loop = (async () => {
      for (let i = 0; failures === 0 && i < 5000; i += 1) {
        try {
          const res = await call('POST', pathTo(apiPaths.liveChat, { id: live.id }), creatorSid, { message: `message ${i}` });
          if (res.status === 201) acknowledged.push((await res.json()) as ChatMessage);
          else failures += 1;
        } catch {
          failures += 1;
        }
      }
    })();
    await expect.poll(() => acknowledged.length, { timeout: 30_000, interval: 5 }).toBeGreaterThanOrEqual(25);
    proc.child.kill('SIGKILL');
    await proc.exited;
    await loop;
    expect((await reader.closed).code).toBe(1006);

    proc = startServerProcess(env);
    await waitUntilReady(base, proc);
    const history: ChatMessage[] = [];
    for (let after = 0; ; ) {
      const page = (await (await call('GET', pathTo(apiPaths.liveChat, { id: live.id }, { after, limit: 100 }), adminSid)).json()) as ChatHistory;
      history.push(...page.messages);
      if (!page.truncated) break;
      after = page.messages.at(-1)?.seq ?? after;
    }
    const stored = new Map(history.map((m) => [m.id, m]));
    expect(stored.size).toBe(history.length);
    for (const m of acknowledged) expect(stored.get(m.id)).toEqual(m);
    // At most the one request in flight at the kill may have committed without its answer.
    expect(history.length - acknowledged.length).toBeLessThanOrEqual(1);
    expect(history.map((m) => m.seq)).toEqual(history.map((_, i) => i + 1));
  });
});
