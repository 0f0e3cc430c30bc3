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
type Job = { link: [target: string, temp: string, name: string] } | { remove: string[] };
type Queued = { id: number; job: Job; waiter: Waiter };

/**
 * Writes grants on a thread of its own (grant-writer.worker.mjs): `link` makes a grant's symbolic link, `remove`
 * deletes folders with what they hold. The jobs asked for in one turn of the event loop go in one message. The
 * thread starts on the first job and does not keep the process alive; if it dies, the jobs it held fail and the
 * next job starts another.
 */
export function createGrantWriter() {
  let current: { worker: Worker; waiting: Map<number, Waiter> } | undefined;
  let next = 0;
  let batch: Queued[] | undefined;

  const thread = () => {
    if (current) return current;
    const worker = new Worker(WRITER);
    worker.unref();
    // The jobs sent to this thread: if it dies, they fail, and those sent to its successor do not.
    const waiting = new Map<number, Waiter>();
    const started = { worker, waiting };
    worker.on('message', (done: Array<[number, string | null]>) => {
      for (const [id, code] of done) {
        const waiter = waiting.get(id);
        waiting.delete(id);
        if (code === null) waiter?.resolve();
        else waiter?.reject(new GrantWriteError(code));
      }
    });
    const gone = (error: Error) => {
      if (current === started) current = undefined;
      for (const waiter of waiting.values()) waiter.reject(error);
      waiting.clear();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`grant writer exited (${code})`)));
    current = started;
    return started;
  };

  const run = (job: Job): Promise<void> =>
    new Promise((resolve, reject) => {
      if (!batch) {
        const sending: Queued[] = [];
        batch = sending;
        setImmediate(() => {
          batch = undefined;
          const { worker, waiting } = thread();
          for (const { id, waiter } of sending) waiting.set(id, waiter);
          worker.postMessage(sending.map(({ id, job: sent }) => [id, sent]));
        });
      }
      batch.push({ id: (next += 1), job, waiter: { resolve, reject } });
    });

  return {
    /** Makes `name` a symbolic link to `target` (relative to the link's folder), through `temp`, replacing any. */
    link: (target: string, temp: string, name: string) => run({ link: [target, temp, name] }),
    /** Removes `folders` and all they hold. */
    remove: (folders: string[]) => run({ remove: folders }),
    /** Stops the thread (the app is closing); what it still held fails. */
    async close(): Promise<void> {
      const stopping = current;
      current = undefined;
      await stopping?.worker.terminate();
    },
  };
}
