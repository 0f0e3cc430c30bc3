import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { serverRoot } from './paths.js';
import { PINNED_NODE } from './runtime.js';

describe('a built entry point on an older runtime', () => {
  // The real bundle, on this very Node.js made to report an older version before anything of Kora loads.
  const olderThanPinned = `Object.defineProperty(process.versions, 'node', { value: '24.0.0' });`;
  for (const entry of ['main.js', 'worker.js', 'cluster.js']) {
    it(`${entry} stops at once with the French message`, async () => {
      const bundle = path.join(serverRoot, 'dist', entry);
      const run = promisify(execFile)(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(olderThanPinned)}`, bundle], { env: { PATH: process.env.PATH ?? '' }, timeout: 20_000 });
      await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(`Kora ne démarre pas sur Node.js 24.0.0 : il lui faut Node.js ${PINNED_NODE}`) });
    });
  }
});
