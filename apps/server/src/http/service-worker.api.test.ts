import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/* Installable: the service worker, the manifest and what the page's policy lets them do. */
let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-web-'));
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Kora</title>');
  await fs.writeFile(path.join(distDir, 'sw.js'), 'const VERSION = "x";');
  // The build writes precompressed copies beside it; the copy sent must say the same.
  await fs.writeFile(path.join(distDir, 'sw.js.br'), brotliCompressSync('const VERSION = "x";'));
  await fs.writeFile(path.join(distDir, 'manifest.webmanifest'), '{"name":"Kora"}');
  t = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the installable app', () => {
  it('serves the service worker to be checked at every visit, for the whole app (plain or precompressed)', async () => {
    for (const encoding of ['identity', 'br']) {
      const res = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-type'], encoding).toMatch(/javascript/);
      expect(res.headers['content-encoding'], encoding).toBe(encoding === 'br' ? 'br' : undefined);
      expect(res.headers['cache-control'], encoding).toBe('no-cache');
      expect(res.headers['service-worker-allowed'], encoding).toBe('/');
    }
  });

  it('serves the manifest as a manifest, cached like other root files', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['service-worker-allowed']).toBeUndefined();
  });

  it("lets the page register this origin's worker and manifest only", async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self';");
  });
});
