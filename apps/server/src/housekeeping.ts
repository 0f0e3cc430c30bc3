import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes the files under `dir` not modified for `maxAgeMs`, then the folders left empty:
 * what a killed process left behind (a half-received upload, a download, a staged transcode).
 * Work in progress keeps writing its files, so it is never that old. Returns how many files went.
 */
export async function removeFilesOlderThan(dir: string, maxAgeMs: number): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const limit = Date.now() - maxAgeMs;
  let removed = 0;
  const folders: string[] = [];
  for (const entry of entries) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) {
      folders.push(full);
      continue;
    }
    const stat = await fs.lstat(full).catch(() => undefined);
    if (stat && stat.mtimeMs < limit) {
      await fs.rm(full, { force: true });
      removed += 1;
    }
  }
  // Deepest first; a folder still holding something is left (rmdir refuses it).
  for (const folder of folders.sort((a, b) => b.length - a.length)) await fs.rmdir(folder).catch(() => undefined);
  return removed;
}
