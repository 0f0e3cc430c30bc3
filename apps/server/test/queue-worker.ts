import { startJobQueue } from '../src/jobs/queue.js';

/*
 * A worker process of its own for the queue tests, on DATABASE_URL: it runs video.prepare, says on
 * stdout when a run starts and ends, and holds each job until its run is aborted (a stop, or the job
 * taken away from it), then returns as a finished run would. Tests stop it (SIGSTOP) or kill it mid-run.
 */
const queue = await startJobQueue(process.env.DATABASE_URL as string, { onError: () => undefined, staleSeconds: 10 });
await queue.work('video.prepare', async ({ videoId }, { signal }) => {
  process.stdout.write(`début ${videoId}\n`);
  await new Promise((resolve) => signal.addEventListener('abort', resolve));
  process.stdout.write(`fin ${videoId}\n`);
});
process.stdout.write('prêt\n');
