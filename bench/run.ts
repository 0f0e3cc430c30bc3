/**
 * npm run bench: runs our server and each anchor side by side on this machine and prints
 * every ratio against its target. Loopback only; every load stops by itself.
 */
import { authUserCase } from './cases/auth-user.js';
import { backupRestoreCase } from './cases/backup-restore.js';
import { chatFanoutCase, printChatNotes } from './cases/chat-fanout.js';
import { creatorStatsCase } from './cases/creator-stats.js';
import type { BenchContext } from './cases/context.js';
import { costAccuracyCases } from './cases/cost-accuracy.js';
import { demoReadyCase } from './cases/demo-ready.js';
import { encodeAv1Case } from './cases/encode-av1.js';
import { encodeCorpusCase } from './cases/encode-corpus.js';
import { frontDoorCases, type FrontDoorResults, viewersOnly } from './cases/front-door.js';
import { type Budget, homeJsCase, reportBudget } from './cases/home-js.js';
import { liveCases, printLiveNotes } from './cases/live-cases.js';
import { reportLighthouse } from './cases/lighthouse.js';
import { mediaCases } from './cases/media.js';
import { notificationFanoutCase, printNotificationFanout } from './cases/notification-fanout.js';
import { reachCases, type ReachResults } from './cases/reach.js';
import { transcodeCase } from './cases/transcode.js';
import { trendingCase } from './cases/trending.js';
import { type Comparison, report } from './load.js';
import { startKora } from './servers.js';
import { apiPaths } from '@kora/shared';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

function printFrontDoor(results: FrontDoorResults): boolean {
  const ok = report(results.comparisons);
  const within = results.budgets.map(reportBudget).every(Boolean);
  for (const note of results.notes) console.log(`  ${note}`);
  return ok && within;
}

/** The phone figures and Lighthouse: printed against their targets. */
function printReach(results: ReachResults): boolean {
  const within = results.budgets.map(reportBudget).every(Boolean);
  const lighthouse = reportLighthouse(results.lighthouse);
  for (const note of results.notes) console.log(`  ${note}`);
  return within && lighthouse;
}

/**
 * Runs `work` against a single Kora server with the demo data, the premium demo viewer signed in.
 * Without the demo live: its test pattern (an ffmpeg publisher, the ingest in this very process and
 * the live transcode) took CPU from the measures and spread them by ±10 %; the live cases start their own.
 */
async function withSignedIn(work: (ctx: BenchContext) => Promise<void>): Promise<void> {
  const kora = await startKora({ DEMO_LIVE: 'false' });
  try {
    const login = await fetch(`${kora.url}${apiPaths.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'premium@kora.demo', password: 'kora-demo' }),
    });
    const { user } = (await login.json()) as { user: { id: string } };
    await work({
      kora,
      cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] as string,
      userId: user.id,
      load: { seconds, connections: 50 },
      rounds,
    });
  } finally {
    await kora.stop();
  }
}

async function main() {
  // BENCH_ONLY=front-door: the scale-out cases alone (they start their own clusters).
  if (process.env.BENCH_ONLY === 'front-door') {
    if (!printFrontDoor(await frontDoorCases(rounds, seconds))) process.exitCode = 1;
    return;
  }
  // BENCH_ONLY=viewers: the viewers held alone (BENCH_VIEWERS_SIDES=front,alone,single picks the sides).
  if (process.env.BENCH_ONLY === 'viewers') {
    if (!printFrontDoor(await viewersOnly())) process.exitCode = 1;
    return;
  }
  // BENCH_ONLY=reach: the phone figures (Chromium throttled), home's JavaScript and Lighthouse.
  if (process.env.BENCH_ONLY === 'reach') {
    if (!printReach(await reachCases())) process.exitCode = 1;
    return;
  }
  // BENCH_ONLY=home-js: home's JavaScript alone (a build, a server and one Chromium load: seconds, not minutes).
  if (process.env.BENCH_ONLY === 'home-js') {
    await withSignedIn(async ({ kora }) => {
      if (!reportBudget(await homeJsCase({ kora }))) process.exitCode = 1;
    });
    return;
  }
  // BENCH_ONLY=hot: the hot API answers alone (GET /api/auth/user, the trending row) against bare node:http.
  if (process.env.BENCH_ONLY === 'hot') {
    await withSignedIn(async (ctx) => {
      if (!report([await authUserCase(ctx), await trendingCase(ctx)])) process.exitCode = 1;
    });
    return;
  }
  // BENCH_ONLY=restore: the demo platform made ready, backed up and restored.
  if (process.env.BENCH_ONLY === 'restore') {
    let restore: Budget | undefined;
    const ready = reportBudget(await demoReadyCase(async (kora) => void (restore = await backupRestoreCase(kora))));
    // Both printed, whichever misses its target.
    const restored = restore ? reportBudget(restore) : false;
    if (!ready || !restored) process.exitCode = 1;
    return;
  }
  // BENCH_ONLY=cost: the cost shown before play and the data used counted, against what playing through received.
  if (process.env.BENCH_ONLY === 'cost') {
    if (!(await costAccuracyCases()).map(reportBudget).every(Boolean)) process.exitCode = 1;
    return;
  }
  // BENCH_ONLY=encode: today's ladder against the CMAF candidate on the four-clip corpus (bytes, SSIM, CPU).
  if (process.env.BENCH_ONLY === 'encode') {
    if (!(await encodeCorpusCase())) process.exitCode = 1;
    return;
  }
  // BENCH_ONLY=av1: SVT-AV1's rate controls on the corpus's 360p–720p against both ladders (a measure, no target).
  if (process.env.BENCH_ONLY === 'av1') {
    await encodeAv1Case();
    return;
  }
  // BENCH_ONLY=notifications: a creator's go-on-air told to 100,000 followers, on a server of its own.
  if (process.env.BENCH_ONLY === 'notifications') {
    if (!printNotificationFanout(await notificationFanoutCase({ seconds, connections: 50 }))) process.exitCode = 1;
    return;
  }
  // Alone on the machine first: CPU-bound transcoding, then how fast the catalogue gets ready.
  const transcode = await transcodeCase();
  const encoded = await encodeCorpusCase();
  let restore: Budget | undefined;
  const demoReady = await demoReadyCase(async (kora) => {
    restore = await backupRestoreCase(kora);
  });
  const live = await liveCases();
  const chat = await chatFanoutCase();
  // On a server of its own: its 10,000 seeded videos would change what the catalogue cases measure.
  const creatorStats = await creatorStatsCase(rounds, { seconds, connections: 10 });
  // On a server of its own too: its workers and 100,000 followers.
  const notifications = await notificationFanoutCase({ seconds, connections: 50 });
  await withSignedIn(async (ctx) => {
    const results: Comparison[] = [transcode, ...live.comparisons, ...chat.comparisons, creatorStats.comparison, await authUserCase(ctx), await trendingCase(ctx), ...(await mediaCases(ctx))];
    const withinBudget = [reportBudget(demoReady), restore ? reportBudget(restore) : false, ...live.budgets.map(reportBudget), ...chat.budgets.map(reportBudget), reportBudget(creatorStats.budget)].every(Boolean);
    const ok = report(results);
    printLiveNotes(live.notes);
    printChatNotes(chat.notes);
    const notified = printNotificationFanout(notifications);
    if (!ok || !withinBudget || !notified || !encoded) process.exitCode = 1;
  });
  if (!printReach(await reachCases())) process.exitCode = 1;
  if (!(await costAccuracyCases()).map(reportBudget).every(Boolean)) process.exitCode = 1;
  // BENCH_SKIP=front-door: every case but the clusters (about two thirds of the full run's time).
  if (process.env.BENCH_SKIP === 'front-door') return;
  // Their own clusters (nginx, instances, Redis), after the single server is gone.
  if (!printFrontDoor(await frontDoorCases(rounds, seconds))) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
