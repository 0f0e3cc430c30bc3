import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@kora/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-web-'));
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Kora</title>');
  t = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });

describe('the page document', () => {
  it('may use camera and microphone on the go-live pages only', async () => {
    for (const url of ['/stream', '/test-live', '/stream?retour=1']) {
      const res = await page(url);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['permissions-policy'], url).toBe('camera=(self), microphone=(self), geolocation=()');
    }
    for (const url of ['/', '/live', '/video/00000000-0000-4000-8000-000000000000', '/upload']) {
      const res = await page(url);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['permissions-policy'], url).toBe('camera=(), microphone=(), geolocation=()');
    }
  });

  it('has the page CSP without any payment provider while none is configured', async () => {
    const res = await page('/');
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.headers['content-security-policy']).not.toContain('stripe');
    // API answers carry no document policy.
    expect((await page(apiPaths.authUser)).headers['permissions-policy']).toBeUndefined();
  });
});
