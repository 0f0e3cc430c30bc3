import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const webDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The web bundle is a production build whatever NODE_ENV says (issue 15: with NODE_ENV=development,
 * README's default, `npm start` shipped React's development build). Runs the vite part of the
 * package's build script with NODE_ENV=development into a scratch folder and looks for React's
 * development-only warnings.
 */
it('builds React for production even when NODE_ENV=development', { timeout: 120_000 }, async () => {
  const pkg = JSON.parse(await fs.readFile(path.join(webDir, 'package.json'), 'utf8')) as { scripts: { build: string } };
  const viteStep = pkg.scripts.build.split('&&')[0]?.trim() ?? '';
  expect(viteStep).toMatch(/vite build/);
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-web-build-'));
  try {
    await promisify(execFile)('sh', ['-c', `${viteStep} --outDir ${outDir} --emptyOutDir --logLevel error`], {
      cwd: webDir,
      env: { ...process.env, NODE_ENV: 'development', PATH: `${path.join(webDir, '../../node_modules/.bin')}:${process.env.PATH ?? ''}` },
    });
    const assets = path.join(outDir, 'assets');
    const scripts = (await fs.readdir(assets)).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const text = await fs.readFile(path.join(assets, file), 'utf8');
      expect(text, file).not.toContain('Each child in a list should have a unique');
      expect(text, file).not.toContain('jsxDEV');
    }
  } finally {
    await fs.rm(outDir, { recursive: true, force: true });
  }
});
