// Bundles the sandbox into dist/index.js, which Kora's server loads by a dynamic import when a provider has no
// keys. npm dependencies stay external (installed beside it); workspace packages are TypeScript sources, bundled in.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { index: 'src/index.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [
    {
      name: 'npm-packages-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@kora/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
  logLevel: 'warning',
});
