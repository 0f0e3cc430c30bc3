import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface SurgeResult {
  p99Ms: number;
  /** The slowest request. */
  maxMs: number;
  errors: number;
  requests: number;
}

/**
 * `count` signed-in phones: sessions written straight into the database (as a sign-in writes them: only the
 * SHA-256 of the cookie's random id), so each has its own cookie and an instance meets each one for the first
 * time — a database read per phone, as at the start of a live. All of the demo premium account, or with
 * `ownAccounts` each of a premium account of its own (bench viewers, as many people watching).
 */
export async function phoneSessions(databaseUrl: string, count: number, { ownAccounts = false } = {}): Promise<string[]> {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const ids = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
    const hashes = ids.map((id) => createHash('sha256').update(id).digest('hex'));
    // The n-th session's account: the n-th new viewer, or the demo premium account for all.
    const owners = ownAccounts
      ? `insert into users (first_name, last_name, email, password_hash, subscription_tier, subscription_status)
         select 'Spectateur', i::text, 'bench-phone-' || i || '-' || md5(random()::text) || '@exemple.sn', 'x', 'premium', 'active' from generate_series(1, $2::int) i
         returning id`
      : `select id from users, generate_series(1, $2::int) where email = 'premium@kora.demo'`;
    await db.query(
      `with owners as (${owners}), numbered as (select id, row_number() over () as n from owners)
       insert into sessions (id_hash, user_id, expires_at)
       select h, numbered.id, now() + interval '30 days' from unnest($1::text[]) with ordinality as t(h, n) join numbered on numbered.n = t.n`,
      [hashes, count],
    );
    return ids.map((id) => `kora_sid=${id}`);
  } finally {
    await db.end();
  }
}

/** A wrk script sending each request with the next phone's cookie (requests formatted once, in init). */
function rotatingCookies(cookies: string[]): string {
  return `local cookies = { ${cookies.map((c) => `"${c}"`).join(', ')} }
local requests = {}
local i = 0
function init(args)
  for k, cookie in ipairs(cookies) do requests[k] = wrk.format(nil, nil, { cookie = cookie }) end
  i = math.random(#requests)
end
function request()
  i = i % #requests + 1
  return requests[i]
end
`;
}

/** A surge: `connections` opened at once by wrk against one URL, each request with the next phone's cookie; its p99 (wrk --latency), requests and failures. */
export async function surge(url: string, cookies: string[], connections: number, seconds: number): Promise<SurgeResult> {
  if (!/^http:\/\/127\.0\.0\.1[:/]/.test(url)) throw new Error(`load is for loopback only: ${url}`);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-surge-'));
  const script = path.join(dir, 'cookies.lua');
  await fs.writeFile(script, rotatingCookies(cookies));
  try {
    const { stdout } = await run('wrk', ['-t2', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '--latency', '-s', script, url], { timeout: (seconds + 60) * 1000 });
    const toMs = (match: RegExpExecArray | null) => (match ? Number(match[1]) * (match[2] === 'us' ? 0.001 : match[2] === 's' ? 1000 : 1) : Number.POSITIVE_INFINITY);
    const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
    const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(stdout);
    const errors = (socket ? socket.slice(1).reduce((n, x) => n + Number(x), 0) : 0) + (non2xx ? Number(non2xx[1]) : 0);
    const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0);
    // wrk: 'Latency   <avg> <stdev> <max> <+/- stdev>' and, with --latency, '99%   <value>'.
    const unit = '([\\d.]+)(us|ms|s)';
    return { p99Ms: toMs(new RegExp(`99%\\s+${unit}`).exec(stdout)), maxMs: toMs(new RegExp(`Latency\\s+\\S+\\s+\\S+\\s+${unit}`).exec(stdout)), errors, requests };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
