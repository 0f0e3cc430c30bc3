// Bundles the server into dist/ (build-options.ts says how and what stays outside).
import { copyFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { serverBuildOptions } from './build-options.ts';

// Chunk names change with their content: start from an empty folder so old ones do not pile up.
rmSync('dist', { recursive: true, force: true });

await build(serverBuildOptions);

// The front grants' writer thread is plain JavaScript, loaded beside the bundle (front-grants.ts).
copyFileSync('src/modules/playback/grant-writer.worker.mjs', 'dist/grant-writer.worker.mjs');
