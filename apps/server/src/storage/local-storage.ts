import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from './list-files.js';
import { mediaKeySegments, MissingMediaObjectError } from './media-keys.js';
import type { MediaStorage } from './media-storage.js';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/** ENOENT, or a path through a file (ENOTDIR), or a key naming a folder (EISDIR): no such object. */
const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes(errorCode(error) ?? '');

/**
 * Moves a file; across file systems (EXDEV) copies it beside the target and renames it into
 * place, so a reader never sees a half-written object, then deletes the source.
 */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
    return;
  } catch (error) {
    if (errorCode(error) !== 'EXDEV') throw error;
  }
  const temp = `${to}.tmp-${randomUUID()}`;
  try {
    await copyFile(from, temp);
    await rename(temp, to);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await unlink(from);
}

/**
 * Media on local disk: key `a/b/c` is the file `root/a/b/c`. Publishing is the transcoder's
 * atomic swap of the folder stagingDir answers, so commit has nothing left to do.
 */
export function createLocalStorage(root: string): MediaStorage {
  const pathOf = (key: string) => path.join(root, ...mediaKeySegments(key));

  return {
    kind: 'local',

    stagingDir: pathOf,

    async commit(prefix) {
      pathOf(prefix);
    },

    async discardStaging(prefix) {
      pathOf(prefix);
    },

    async putFile(key, localFile) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await moveFile(localFile, target);
    },

    async localCopy(key) {
      const file = pathOf(key);
      const info = await stat(file).catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (!info?.isFile()) throw new MissingMediaObjectError(key);
      return { file, release: async () => {} };
    },

    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async keys(prefix) {
      const files = await listFiles(pathOf(prefix)).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      return files.map((file) => `${prefix}/${file}`);
    },

    async removePrefix(prefix) {
      // A transcode may still be writing under it (a video deleted while it is prepared again): files it adds between
      // rm's unlinks and its rmdir answer ENOTEMPTY, which rm retries (linear backoff) until the writer is gone.
      await rm(pathOf(prefix), { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    },

    async close() {},
  };
}
