import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** One file of a backup, as the manifest lists it (path relative to the backup's folder, slash-separated). */
export interface BackupFile {
  path: string;
  bytes: number;
  sha256: string;
}

/** Copies `from` to `to` (its folder made), hashing the bytes written; undefined when `from` vanished meanwhile. */
export async function copyHashed(from: string, to: string): Promise<{ bytes: number; sha256: string } | undefined> {
  await fs.mkdir(path.dirname(to), { recursive: true });
  const hash = createHash('sha256');
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(createReadStream(from), count, createWriteStream(to, { mode: 0o600 }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** The SHA-256 of a file's bytes, hex. */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Copies the tree under `from` into `to`, hashing each file; `skip(relative, isDirectory)` leaves an entry out (a
 * folder left out is still created, empty: PostgreSQL needs its folders). Files that vanish while the tree is read (a
 * running server's temporary files) are left out. Answers the files copied, relative to `to`.
 */
export async function copyTree(from: string, to: string, skip: (relative: string, isDirectory: boolean) => boolean = () => false, base = ''): Promise<Array<BackupFile>> {
  await fs.mkdir(path.join(to, base), { recursive: true, mode: 0o700 });
  const entries = await fs.readdir(path.join(from, base), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const copied: BackupFile[] = [];
  for (const entry of entries) {
    const relative = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (skip(relative, true)) await fs.mkdir(path.join(to, relative), { recursive: true, mode: 0o700 });
      else copied.push(...(await copyTree(from, to, skip, relative)));
    } else if (entry.isFile() && !skip(relative, false)) {
      const done = await copyHashed(path.join(from, relative), path.join(to, relative));
      if (done) copied.push({ path: relative, ...done });
    }
  }
  return copied;
}
