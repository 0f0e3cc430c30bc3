import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { type Comparison, median, report, requestsPerSecond } from '../load.js';
import { startKora } from '../servers.js';
import { type Budget, reportBudget } from './home-js.js';
import { FOLLOWERS, seedFollowedCreator, startCountingPushService } from './notification-seed.js';
import { explainPageWrite, fanoutTimeline } from './notification-timeline.js';
import { apiPaths, DEFAULT_TIME_ZONE, pathTo, QUIET_HOURS } from '@kora/shared';

/** The fan-out's own limit (seconds from going on air), how long it is watched at most, and how long the pushes are waited for. */
const LIMIT_SECONDS = 60;
const GIVE_UP_SECONDS = 120;
const PUSH_PATIENCE_SECONDS = 180;
const POLL_MS = 250;
/** Followers written per statement by the fan-out (FANOUT_BATCH of jobs/handlers/notification-jobs.ts), for BENCH_NOTIFY_EXPLAIN. */
const FANOUT_PAGE = 5000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const secondsSince = (start: number) => (performance.now() - start) / 1000;

/** Registers an account through the API; answers its id. */
async function register(url: string, firstName: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}${apiPaths.register}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ firstName, lastName: 'Banc', email, password }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

/** Signs in through the API; answers the cookie to send. */
async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}${apiPaths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

interface FanoutJob {
  state: string;
  /** Seconds from queued to taken by a worker, and from taken to completed (PostgreSQL's clock). */
  waited: number | null;
  ran: number | null;
}

/** The `notification.fanout` job of this key (the newest, should it have been retried as a new job). */
async function fanoutJob(pool: pg.Pool, key: string): Promise<FanoutJob | null> {
  const { rows } = await pool.query<FanoutJob>(
    `select state::text as state,
            extract(epoch from started_on - created_on)::float8 as waited,
            extract(epoch from completed_on - started_on)::float8 as ran
     from pgboss.job where name = 'notification.fanout' and data->>'key' = $1
     order by created_on desc limit 1`,
    [key],
  );
  return rows[0] ?? null;
}

/** Notifications written for this key, and their deliveries. */
async function written(pool: pg.Pool, key: string): Promise<{ notified: number; deliveries: number }> {
  const { rows } = await pool.query<{ notified: number; deliveries: number }>(
    `select (select count(*)::int from notifications where dedup_key = $1) as notified,
            (select count(*)::int from notification_deliveries d join notifications n on n.id = d.notification_id where n.dedup_key = $1) as deliveries`,
    [key],
  );
  return rows[0] ?? { notified: 0, deliveries: 0 };
}

interface FanoutOutcome {
  /** Seconds from going on air until every notification and delivery was written and every deliver job queued; null when not within GIVE_UP_SECONDS. */
  seconds: number | null;
  job: FanoutJob | null;
  notified: number;
  deliveries: number;
}

/**
 * Polls until the fan-out job of `key` has completed (it queues every deliver job before it ends) with
 * {@link FOLLOWERS} notifications and as many deliveries written. The job's state is read at each poll; the
 * rows are counted only once it has completed (counting 100,000 rows four times a second would be load of its own).
 */
async function watchFanout(pool: pg.Pool, key: string, start: number): Promise<FanoutOutcome> {
  for (;;) {
    const job = await fanoutJob(pool, key);
    const elapsed = secondsSince(start);
    if (job?.state === 'completed' || elapsed >= GIVE_UP_SECONDS) {
      const rows = await written(pool, key);
      if (rows.notified >= FOLLOWERS && rows.deliveries >= FOLLOWERS) return { seconds: elapsed, job, ...rows };
      if (elapsed >= GIVE_UP_SECONDS) return { seconds: null, job, ...rows };
    }
    await sleep(POLL_MS);
  }
}

/** Whether push is held for the night now for followers without a time zone of their own (Dakar's). */
function quietHoursNow(): boolean {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: DEFAULT_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
  return hour >= QUIET_HOURS.start || hour < QUIET_HOURS.end;
}

export interface NotificationFanoutResults {
  budget: Budget;
  comparison: Comparison;
  notes: string[];
}

/**
 * The worker process of a deployment (`npm run worker`) beside the server, on its database and data folder, at a
 * lower CPU priority (`nice`): the background work gives way to people's requests, as docs/operations.md advises.
 */
function startNicedWorker(kora: { databaseUrl: string; dataDir: string }): { stop(): Promise<void> } {
  const child = spawn('nice', ['-n', '10', process.execPath, 'apps/server/dist/worker.js'], {
    env: { ...process.env, DATABASE_URL: kora.databaseUrl, DATA_DIR: kora.dataDir, WORKERS: '2', LOG_LEVEL: 'warn', FETCH_ALLOW_ADDRESSES: '127.0.0.1', SMS_SANDBOX_PORT: '0' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A creator with {@link FOLLOWERS} followers, each with a browser subscribed to Web Push, goes on air, on a
 * server of its own with a worker process beside it (two workers, at a lower CPU priority). Target: every follower's notification
 * written and every push queued within 60 s, while GET /api/auth/user keeps at least 0.7 of its quiet rate.
 * Then the pushes themselves are counted as a local push service receives them.
 */
export async function notificationFanoutCase(load: { seconds: number; connections: number }): Promise<NotificationFanoutResults> {
  const push = await startCountingPushService();
  // No demo catalogue: with workers, its twelve transcodes would take the machine.
  const kora = await startKora({ WORKERS: '0', SEED_DEMO: 'false', DEMO_LIVE: 'false', FETCH_ALLOW_ADDRESSES: '127.0.0.1' });
  const worker = startNicedWorker(kora);
  const pool = new pg.Pool({ connectionString: kora.databaseUrl, max: 1 });
  try {
    const stamp = Date.now().toString(36);
    const password = 'mot-de-passe-bench';
    const creatorEmail = `awa-${stamp}@exemple.sn`;
    const viewerEmail = `spectatrice-${stamp}@exemple.sn`;
    const creatorId = await register(kora.url, 'Awa', creatorEmail, password);
    await register(kora.url, 'Fatou', viewerEmail, password);
    const seedStarted = performance.now();
    const liveId = await seedFollowedCreator(kora.databaseUrl, creatorId, push.url);
    const seedSeconds = secondsSince(seedStarted);
    // Signed in after the seed made them a creator, so the sign-in reads the new role.
    const creatorCookie = await signIn(kora.url, creatorEmail, password);
    const viewer = { url: `${kora.url}${apiPaths.authUser}`, headers: { cookie: await signIn(kora.url, viewerEmail, password) }, ...load };

    await requestsPerSecond({ ...viewer, seconds: 2 }); // warm-up: JIT and caches
    const loadAverage = os.loadavg()[0] ?? 0;
    const quietRuns: number[] = [];
    for (let i = 0; i < 3; i += 1) quietRuns.push(await requestsPerSecond(viewer));
    const quiet = median(quietRuns);

    const key = `live:${liveId}`;
    const start = performance.now();
    const started = await fetch(`${kora.url}${pathTo(apiPaths.liveStart, { id: liveId })}`, { method: 'POST', headers: { cookie: creatorCookie, origin: kora.url } });
    if (!started.ok) throw new Error(`go on air: ${started.status} ${await started.text()}`);
    let finished = false;
    const watching = watchFanout(pool, key, start).finally(() => (finished = true));
    watching.catch(() => undefined); // awaited below; a load that fails first must not leave it unhandled
    const during: number[] = [];
    while (!finished) during.push(await requestsPerSecond(viewer));
    const outcome = await watching;
    const loadSeconds = secondsSince(start);
    const pushesAtEnd = push.received();
    const loadAverageAtEnd = os.loadavg()[0] ?? 0;

    const quietHours = quietHoursNow();
    if (!quietHours) {
      while (push.received() < FOLLOWERS && secondsSince(start) < PUSH_PATIENCE_SECONDS) await sleep(POLL_MS);
    }
    const { rows: statuses } = await pool.query<{ status: string; n: number }>(
      `select d.status, count(*)::int as n from notification_deliveries d join notifications n on n.id = d.notification_id
       where n.dedup_key = $1 group by d.status order by n desc`,
      [key],
    );
    const timeline = await fanoutTimeline(pool, key);
    const lastPush = push.lastAt();
    const pushLine = quietHours
      ? `quiet hours in ${DEFAULT_TIME_ZONE} (${QUIET_HOURS.start}:00–${String(QUIET_HOURS.end).padStart(2, '0')}:00): pushes are held until the morning, not counted`
      : push.received() >= FOLLOWERS && lastPush !== null
        ? `all ${FOLLOWERS.toLocaleString('en')} received ${((lastPush - start) / 1000).toFixed(1)} s after going on air`
        : `${push.received().toLocaleString('en')} of ${FOLLOWERS.toLocaleString('en')} received within ${PUSH_PATIENCE_SECONDS} s of going on air (${(push.received() / PUSH_PATIENCE_SECONDS).toFixed(0)} per second on average)`;

    const job = outcome.job;
    const jobLine = job ? `fan-out job ${job.state}, waited ${job.waited?.toFixed(1) ?? '—'} s for a worker, ran ${job.ran?.toFixed(1) ?? '—'} s` : 'no fan-out job found';
    const budget: Budget = {
      name: `${FOLLOWERS.toLocaleString('en')} followers' notifications written and push jobs queued (from POST …/start, a worker process of 2 at nice 10)`,
      value: outcome.seconds ?? GIVE_UP_SECONDS,
      limit: LIMIT_SECONDS,
      unit: 's',
      detail: outcome.seconds === null
        ? `NOT DONE within ${GIVE_UP_SECONDS} s: ${outcome.notified.toLocaleString('en')} notifications, ${outcome.deliveries.toLocaleString('en')} deliveries; ${jobLine}`
        : `${jobLine}; polled every ${POLL_MS} ms`,
    };
    const comparison: Comparison = {
      name: `GET /api/auth/user during the fan-out to ${FOLLOWERS.toLocaleString('en')} followers vs the same server quiet (${load.connections} connections)`,
      ours: during.reduce((a, b) => a + b, 0) / Math.max(1, during.length),
      anchor: quiet,
      target: 0.7,
      unit: 'req/s',
    };
    const notes = [
      `seeded ${FOLLOWERS.toLocaleString('en')} followers (accounts, follows, push subscriptions) in ${seedSeconds.toFixed(1)} s; 1-min load average before the quiet measure ${loadAverage.toFixed(2)}`,
      `auth-user quiet: ${quietRuns.map((r) => r.toFixed(0)).join(', ')} req/s (median kept); during the fan-out: ${during.map((r) => r.toFixed(0)).join(', ')} req/s in ${during.length} run(s) of ${load.seconds} s (load over the first ${loadSeconds.toFixed(1)} s after going on air)`,
      `pushes received by the end of that window: ${pushesAtEnd.toLocaleString('en')}; ${pushLine}`,
      `deliveries by status at the end: ${statuses.map((s) => `${s.status} ${s.n.toLocaleString('en')}`).join(', ') || 'none'}`,
      ...(timeline ? [`the fan-out's ${timeline}`] : []),
      `1-min load average at the end of the fan-out ${loadAverageAtEnd.toFixed(2)}`,
    ];
    if (process.env.BENCH_NOTIFY_EXPLAIN === '1') {
      notes.push(...(await explainPageWrite(kora.databaseUrl, creatorId, liveId, FANOUT_PAGE).catch((err: unknown) => [`explain failed: ${String(err)}`])));
    }
    return { budget, comparison, notes };
  } finally {
    await pool.end();
    await worker.stop();
    await kora.stop();
    await push.close();
  }
}

/** Prints the case's budget, comparison and notes; true when both meet their targets. */
export function printNotificationFanout(results: NotificationFanoutResults): boolean {
  const within = reportBudget(results.budget);
  const ok = report([results.comparison]);
  for (const note of results.notes) console.log(`  ${note}`);
  return within && ok;
}

// Alone: node --import tsx bench/cases/notification-fanout.ts (after npm run build), about 4 min.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    if (!printNotificationFanout(await notificationFanoutCase({ seconds: Number(process.env.BENCH_SECONDS ?? 5), connections: 50 }))) process.exitCode = 1;
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  }
}
