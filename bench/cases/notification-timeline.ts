import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../apps/server/src/db/schema/index.js';
import { createNotificationsRepository } from '../../apps/server/src/modules/notifications/notifications.repository.js';
import { median } from '../load.js';

/**
 * Where a fan-out's time went, read afterwards from what it wrote (no probe while it runs): each page of
 * followers is one statement, so its notifications share one `created_at` (the statement's start), and each
 * deliver job carries when it was queued. Per page: the write (the insert and the read of its pending
 * deliveries, until its first deliver job), the queueing of its deliver jobs, and the gap before the next page
 * (reading the next followers). Answers a line to print, or null when there is nothing to read.
 */
export async function fanoutTimeline(pool: pg.Pool, key: string): Promise<string | null> {
  const { rows: pages } = await pool.query<{ at: number; n: number }>(
    `select extract(epoch from created_at)::float8 * 1000 as at, count(*)::int as n
     from notifications where dedup_key = $1 group by created_at order by created_at`,
    [key],
  );
  const first = pages[0];
  if (!first) return null;
  const { rows: job } = await pool.query<{ ended: number | null }>(
    `select extract(epoch from completed_on)::float8 * 1000 as ended from pgboss.job
     where name = 'notification.fanout' and data->>'key' = $1 order by created_on desc limit 1`,
    [key],
  );
  const ended = job[0]?.ended ?? Number.POSITIVE_INFINITY;
  const { rows: sends } = await pool.query<{ at: number }>(
    `select extract(epoch from created_on)::float8 * 1000 as at from pgboss.job
     where name = 'notification.deliver' and created_on >= to_timestamp($1::float8 / 1000) order by created_on`,
    [first.at],
  );
  const queued = sends.map((s) => s.at).filter((at) => at <= ended);
  const writes: number[] = [];
  const queueing: number[] = [];
  const gaps: number[] = [];
  pages.forEach((page, i) => {
    const next = pages[i + 1]?.at ?? ended;
    const own = queued.filter((at) => at >= page.at && at < next);
    const [firstSend, lastSend] = [own[0], own[own.length - 1]];
    if (firstSend === undefined || lastSend === undefined) return;
    writes.push(firstSend - page.at);
    queueing.push(own.length > 1 ? (lastSend - firstSend) / (own.length - 1) : 0);
    if (Number.isFinite(next) && i + 1 < pages.length) gaps.push(next - lastSend);
  });
  if (writes.length === 0) return null;
  const ms = (xs: number[]) => `${median(xs).toFixed(0)} ms (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})`;
  const span = ((queued[queued.length - 1] ?? first.at) - first.at) / 1000;
  return (
    `${pages.length} pages of up to ${Math.max(...pages.map((p) => p.n)).toLocaleString('en')} over ${span.toFixed(1)} s; per page, median (min–max): ` +
    `write ${ms(writes)}, each deliver job queued ${median(queueing).toFixed(1)} ms apart (${queued.length.toLocaleString('en')} jobs in all)` +
    (gaps.length ? `, next page read ${ms(gaps)}` : '')
  );
}

/**
 * BENCH_NOTIFY_EXPLAIN=1: the plans of one page's write as the fan-out runs it (the statements captured from
 * the repository's own `createBatch`, for the first page of followers under a key of their own), with
 * `explain (analyze, buffers)`, in a transaction rolled back. Answers the lines to print, the page's wall time first.
 */
export async function explainPageWrite(databaseUrl: string, creatorId: string, liveId: string, pageSize: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const captured: Array<{ text: string; params: unknown[] }> = [];
    const db = drizzle(client, { schema, logger: { logQuery: (text, params) => captured.push({ text, params }) } });
    const { rows } = await client.query<{ id: string }>('select follower_id as id from creator_follows where creator_id = $1 order by follower_id limit $2', [creatorId, pageSize]);
    const batch = { userIds: rows.map((r) => r.id), kind: 'live_started' as const, data: { liveId, creatorName: 'Awa', title: 'Concert à Dakar' }, key: `explain:${liveId}` };
    await client.query('begin');
    const started = performance.now();
    await createNotificationsRepository(db).createBatch(batch);
    const wall = performance.now() - started;
    await client.query('rollback');
    const lines = [`one page of ${rows.length.toLocaleString('en')} written by createBatch in ${wall.toFixed(0)} ms (rolled back); its statements' plans:`];
    await client.query('begin');
    for (const statement of captured) {
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.text}`, statement.params);
      lines.push('', ...plan.rows.map((r) => `  ${r['QUERY PLAN']}`));
    }
    await client.query('rollback');
    return lines;
  } finally {
    await client.end();
  }
}
