import type { ChildProcess } from 'node:child_process';

/**
 * Sends `command` to a bench client process and resolves with its first answer of `kind` (answers are
 * `{ kind, … }` objects over the IPC channel); rejects if the process exits first.
 */
export function askChild<A extends { kind: string }, K extends A['kind']>(child: ChildProcess, command: unknown, kind: K): Promise<Extract<A, { kind: K }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (answer: A) => {
      if (answer.kind !== kind) return;
      child.off('message', onMessage).off('exit', onExit);
      resolve(answer as Extract<A, { kind: K }>);
    };
    const onExit = (code: number | null) => reject(new Error(`bench client process exited (${code})`));
    child.on('message', onMessage).once('exit', onExit);
    child.send(command as object);
  });
}
