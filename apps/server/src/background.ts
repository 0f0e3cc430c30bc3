import type { FastifyBaseLogger } from 'fastify';

/**
 * Work started by a request that the answer must not wait for (a mail, so that the
 * response time says nothing). Shutdown drains it, so nothing started is cut off.
 */
export function createBackgroundTasks(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(name: string, work: () => Promise<void>) {
      const task = work()
        .catch((err: unknown) => log.error({ err, task: name }, 'background task failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async drain() {
      await Promise.all(pending);
    },
  };
}
export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
