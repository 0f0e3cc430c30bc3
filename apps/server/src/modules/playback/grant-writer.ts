import { Worker } from 'node:worker_threads';

/** Where the writer thread's code is: beside this module in the sources, beside the bundle once built (build.mjs). */
const WRITER = new URL('./grant-writer.worker.mjs', import.meta.url);

/** A grant the writer thread could not write, with the file system's code (ENOENT: a folder swept meanwhile). */
export class GrantWriteError extends Error {
  constructor(readonly code: string) {
    super(`grant not written (${code})`);
  }
}

type Waiter = { resolve: () => void; reject: (error: Error) => void };
/** What the thread does (grant-writer.worker.mjs). */
type Job = { link: [target: string, temp: string, name: string] } | { sweep: [folder: string, second: number] };

/**
 * Writes grants on a thread of its own (grant-writer.worker.mjs): `link` makes a grant's symbolic link, `sweep`
 * removes the links to moments that passed. The jobs asked for in one turn of the event loop go in one message. The thread starts on
 * the first grant and does not keep the process alive; if it dies, what it held fails and the next grant starts
 * another.
 */
export function createGrantWriter() {
  let worker: Worker | undefined;
  const waiting = new Map<number, Waiter>();
  let next = 0;
  let batch: Array<[number, Job]> | undefined;

  const failAll = (error: Error) => {
    for (const waiter of waiting.values()) waiter.reject(error);
    waiting.clear();
  };
  const thread = () => {
    if (worker) return worker;
    const started = new Worker(WRITER);
    started.unref();
    started.on('message', (done: Array<[number, string | null]>) => {
      for (const [id, code] of done) {
        const waiter = waiting.get(id);
        waiting.delete(id);
        if (code === null) waiter?.resolve();
        else waiter?.reject(new GrantWriteError(code));
      }
    });
    const gone = (error: Error) => {
      if (worker === started) worker = undefined;
      failAll(error);
    };
    started.on('error', gone);
    started.on('exit', (code) => gone(new Error(`grant writer exited (${code})`)));
    worker = started;
    return started;
  };

  const run = (job: Job): Promise<void> =>
    new Promise((resolve, reject) => {
      const id = (next += 1);
      waiting.set(id, { resolve, reject });
      if (!batch) {
        const sending: Array<[number, Job]> = [];
        batch = sending;
        setImmediate(() => {
          batch = undefined;
          thread().postMessage(sending);
        });
      }
      batch.push([id, job]);
    });

  return {
    /** Makes `name` a symbolic link to `target` (relative to the link's folder), through `temp`, replacing any. */
    link: (target: string, temp: string, name: string) => run({ link: [target, temp, name] }),
    /** Removes the links in `folder` to moments (`…/<second>`) at or before `second`. */
    sweep: (folder: string, second: number) => run({ sweep: [folder, second] }),
    /** Stops the thread (the app is closing); grants still queued fail. */
    async close(): Promise<void> {
      const stopping = worker;
      worker = undefined;
      await stopping?.terminate();
      failAll(new Error('grant writer closed'));
    },
  };
}
