/**
 * The Node.js release Kora is built and tested on: the `node` package pinned in the root package.json
 * brings it (npm puts it first on the PATH of every script), and `.nvmrc`, `engines` and the Dockerfile
 * name the same line (a unit test holds them together).
 */
export const PINNED_NODE = '26.10.0';

const parts = (version: string): number[] => version.replace(/^v/, '').split('.').map((n) => Number.parseInt(n, 10) || 0);

/** Whether `current` is at least `pinned` (major, minor, patch). */
export function isRuntimeSupported(current: string, pinned = PINNED_NODE): boolean {
  const [a, b] = [parts(current), parts(pinned)];
  for (let i = 0; i < 3; i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return true;
}

/** The refusal a process prints before stopping on an older runtime, or null when `current` will do. */
export function runtimeRefusal(current: string, pinned = PINNED_NODE): string | null {
  if (isRuntimeSupported(current, pinned)) return null;
  return (
    `Kora ne démarre pas sur Node.js ${current} : il lui faut Node.js ${pinned} ou plus récent. ` +
    'Lancez-le par npm (npm start, npm run worker, npm run cluster), qui utilise le Node.js installé par npm install, ' +
    `ou installez Node.js ${pinned.split('.')[0]}.`
  );
}

/** Stops the process with {@link runtimeRefusal}'s message on an older runtime. Entry points call it before loading anything else. */
export function exitOnOldRuntime(): void {
  const refusal = runtimeRefusal(process.versions.node);
  if (refusal === null) return;
  console.error(refusal);
  process.exit(1);
}
