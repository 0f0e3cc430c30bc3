import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateDemoSource } from '../src/media/demo-source.js';

/** A real H.264/AAC clip drawn by ffmpeg (testsrc2 and a tone), as bytes. */
export async function generateClip({ seconds = 3, width = 640, height = 360 } = {}): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-clip-'));
  try {
    await generateDemoSource({ outFile: path.join(dir, 'clip.mp4'), seconds, pattern: 'testsrc2', width, height });
    return await fs.readFile(path.join(dir, 'clip.mp4'));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Every file under a folder, recursively (what an upload may have left behind). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}
