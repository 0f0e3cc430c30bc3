// @ts-check
/**
 * The front grants' writer (front-grants.ts), a thread of its own: each grant is one empty file and links to it
 * in the windows after, written with synchronous calls one after the other. On this thread they block nothing,
 * and they cost half the CPU of the same calls through libuv's pool (measured: about 130 µs against 270 µs per
 * grant of nine windows on ext4), where four threads contend for the same folders. Plain JavaScript, loaded as it
 * is by the sources and beside the bundle (build.mjs copies it), so that no TypeScript loader is needed in a thread.
 *
 * Messages in: `[id, files][]` (the file to create, then the links to make to it). Out: `[id, code | null][]`,
 * the error code of a grant that failed (a folder swept by another instance: ENOENT).
 */
import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';

/** @param {string[]} files */
function write([first, ...links]) {
  if (!first) return;
  fs.closeSync(fs.openSync(first, 'w'));
  for (const link of links) {
    try {
      fs.linkSync(first, link);
    } catch (error) {
      // Asked again: the grant is already there.
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
  }
}

parentPort?.on('message', (/** @type {Array<[number, string[]]>} */ jobs) => {
  parentPort?.postMessage(
    jobs.map(([id, files]) => {
      try {
        write(files);
        return [id, null];
      } catch (error) {
        return [id, /** @type {NodeJS.ErrnoException} */ (error).code ?? 'EIO'];
      }
    }),
  );
});
