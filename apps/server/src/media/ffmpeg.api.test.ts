import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegCommand, parentDeathSignalSupported, toolCommand } from './ffmpeg.js';

/** Running (a zombie waiting for a reaper that may never come counts as gone), and which program. */
function processState(pid: number): { alive: boolean; name: string } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    return { alive: stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z', name };
  } catch {
    return { alive: false, name: '' };
  }
}

async function waitFor(condition: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) if (condition()) return true;
  return condition();
}

// Linux-only: /proc and util-linux's setpriv (skipped where setpriv is missing, e.g. macOS).
describe.skipIf(!parentDeathSignalSupported())('ffmpeg dies with its parent', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kora-orphan-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('spawns tools under setpriv --pdeathsig KILL, then nice, exec after exec', () => {
    expect(toolCommand('ffmpeg', ['-version'])).toEqual({
      command: '/usr/bin/setpriv',
      args: ['--pdeathsig', 'KILL', '--', 'nice', '-n', '10', 'ffmpeg', '-version'],
    });
    expect(toolCommand('ffprobe', ['-version'], false).args).toEqual(['--pdeathsig', 'KILL', '--', 'ffprobe', '-version']);
    expect(toolCommand('ffmpeg', ['-version'], 'idle').args).toEqual(['--pdeathsig', 'KILL', '--', 'nice', '-n', '19', 'ffmpeg', '-version']);
    expect(ffmpegCommand(['-i', 'in.mp4'])).toEqual({
      command: '/usr/bin/setpriv',
      args: ['--pdeathsig', 'KILL', '--', 'nice', '-n', '10', 'ffmpeg', '-hide_banner', '-nostdin', '-y', '-loglevel', 'warning', '-progress', 'pipe:1', '-nostats', '-i', 'in.mp4'],
    });
  });

  it('kills a long ffmpeg when the Node process that ran it is killed with SIGKILL', async () => {
    const script = join(dir, 'run-ffmpeg.mjs');
    const module = new URL('./ffmpeg.ts', import.meta.url).href;
    // -re: read the test picture at its own pace, so the minute-long run costs next to no CPU.
    await writeFile(
      script,
      `import { runFfmpeg } from ${JSON.stringify(module)};\n` +
        `await runFfmpeg(['-re', '-f', 'lavfi', '-i', 'testsrc2=s=160x120:r=10', '-t', '60', '-f', 'null', '-'], { onSpawn: (pid) => console.log(pid) });\n`,
    );
    const node = spawn(process.execPath, ['--import', 'tsx', script], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
    let pid = 0;
    try {
      const lines = createInterface({ input: node.stdout })[Symbol.asyncIterator]();
      pid = Number((await lines.next()).value);
      expect(pid).toBeGreaterThan(0);
      // setpriv and nice exec in place: the pid runFfmpeg saw becomes ffmpeg itself.
      expect(await waitFor(() => processState(pid).name === 'ffmpeg', 5000)).toBe(true);

      node.kill('SIGKILL');
      expect(await waitFor(() => !processState(pid).alive, 5000)).toBe(true);
    } finally {
      node.kill('SIGKILL');
      if (pid && processState(pid).alive) process.kill(pid, 'SIGKILL');
    }
  }, 20_000);
});
