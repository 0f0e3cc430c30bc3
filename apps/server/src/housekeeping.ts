import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes the files under `dir` not modified for `maxAgeMs`, then the old folders left empty:
 * what a killed process left behind (a half-received upload, a download, a staged transcode).
 * Work in progress keeps writing its files, so it is never that old. Returns how many files went.
 */
export async function removeFilesOlderThan(dir: string, maxAgeMs: number): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const limit = Date.now() - maxAgeMs;
  let removed = 0;
  // Everything is judged by its age before this pass (removing a file touches its folder).
  const judged = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const stat = await fs.lstat(full).catch(() => undefined);
      return { full, folder: entry.isDirectory(), old: stat !== undefined && stat.mtimeMs < limit };
    }),
  );
  const oldFolders: string[] = [];
  for (const { full, folder, old } of judged) {
    if (!old) continue;
    if (folder) oldFolders.push(full);
    else {
      await fs.rm(full, { force: true });
      removed += 1;
    }
  }
  // Deepest first; a folder still holding something is left (rmdir refuses it), and so is a recent
  // one: another process may have just made it to write into.
  for (const folder of oldFolders.sort((a, b) => b.length - a.length)) await fs.rmdir(folder).catch(() => undefined);
  return removed;
}
