import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every regular file under `dir`, as slash-separated paths relative to it (a missing `dir` throws ENOENT). */
export async function listFiles(dir: string, base = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, base), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const relative = base ? `${base}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return listFiles(dir, relative);
      return entry.isFile() ? [relative] : [];
    }),
  );
  return nested.flat();
}
