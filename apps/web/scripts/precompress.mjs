// Writes a .gz and a .br beside every text asset of dist, at maximum quality, so the
// server can send the precompressed file instead of compressing on each request; first
// refuses a bundle that carries React's development build (production-check.mjs).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { developmentMarkersIn } from './production-check.mjs';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const compressible = /\.(js|css|html|svg|json)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

let count = 0;
for await (const path of files(dist)) {
  const content = await readFile(path);
  const markers = path.endsWith('.js') ? developmentMarkersIn(content.toString()) : [];
  if (markers.length > 0) {
    console.error(`${path} contient le build de développement de React (${markers.join(', ')}) : le build web doit être fait avec NODE_ENV=production.`);
    process.exit(1);
  }
  await writeFile(`${path}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  await writeFile(
    `${path}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  count += 1;
}
console.log(`precompress: ${count} files → .gz and .br`);
