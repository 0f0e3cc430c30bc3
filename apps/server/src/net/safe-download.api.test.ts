import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDownloadPolicy, type DownloadPolicy, downloadToFile } from './safe-download.js';

/*
 * A real HTTP server on loopback plays the remote site. The default policy refuses it (loopback
 * is not public), which is half of what is tested; the other half uses a policy that allows
 * exactly 127.0.0.1, to exercise redirects, size and time caps on real sockets.
 */
let server: http.Server;
let base: string;
let dir: string;
const big = Buffer.alloc(2 * 1024 * 1024, 7);

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-dl-'));
  server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/video.mp4') return res.end(Buffer.alloc(1000, 1));
    if (url === '/to-video') return res.writeHead(302, { location: '/video.mp4' }).end();
    if (url === '/to-metadata') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (url === '/to-file') return res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    if (url === '/big-declared') return res.writeHead(200, { 'content-length': String(big.length) }).end(big);
    if (url === '/big-chunked') {
      res.writeHead(200);
      for (let i = 0; i < 4; i += 1) res.write(big.subarray(0, 512 * 1024));
      return res.end();
    }
    if (url === '/stall') return res.writeHead(200).write('x');
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await fs.rm(dir, { recursive: true, force: true });
});

const onlyThisServer: DownloadPolicy = { maxBytes: 1024 * 1024, timeoutMs: 2000, maxRedirects: 3, isAllowedAddress: (ip) => ip === '127.0.0.1' };
const dest = () => path.join(dir, `f-${Math.random().toString(36).slice(2)}`);

async function refused(url: string, policy: DownloadPolicy, reason: string) {
  const file = dest();
  await expect(downloadToFile(url, file, policy)).rejects.toMatchObject({ name: 'DownloadError', reason });
  expect(existsSync(file)).toBe(false);
}

describe('downloadToFile with the default policy', () => {
  const policy = defaultDownloadPolicy(1024 * 1024);
  it.each([
    ['loopback', () => `${base}/video.mp4`],
    ['localhost by name', () => base.replace('127.0.0.1', 'localhost') + '/video.mp4'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private network', () => 'http://10.0.0.1/video.mp4'],
    ['IPv6 loopback', () => 'http://[::1]/video.mp4'],
    ['loopback written as a number', () => 'http://2130706433/video.mp4'],
  ])('refuses %s', async (_label, url) => refused(url(), policy, 'forbidden_address'));

  it.each(['ftp://example.com/v.mp4', 'file:///etc/passwd', 'http://user:secret@example.com/v.mp4', 'pas une url'])('refuses %s as a URL', async (url) =>
    refused(url, policy, 'bad_url'),
  );
});

describe('downloadToFile on a reachable server', () => {
  it('downloads, following a redirect', async () => {
    const file = dest();
    expect(await downloadToFile(`${base}/to-video`, file, onlyThisServer)).toEqual({ bytes: 1000 });
    expect((await fs.stat(file)).size).toBe(1000);
  });

  it('checks every redirect again', async () => {
    await refused(`${base}/to-metadata`, onlyThisServer, 'forbidden_address');
    await refused(`${base}/to-file`, onlyThisServer, 'bad_url');
    await refused(`${base}/loop`, onlyThisServer, 'too_many_redirects');
  });

  it('caps size, declared or not, and time, and reports HTTP errors', async () => {
    await refused(`${base}/big-declared`, onlyThisServer, 'too_large');
    await refused(`${base}/big-chunked`, onlyThisServer, 'too_large');
    await refused(`${base}/stall`, { ...onlyThisServer, timeoutMs: 300 }, 'too_slow');
    await refused(`${base}/missing`, onlyThisServer, 'http_error');
  });
});

describe('a site that redirects inward', () => {
  // The "public" site listens on 127.0.0.2, the only address its policy allows; the victims on
  // 127.0.0.1 and [::1] count the requests that reach them.
  const hits: string[] = [];
  const victims: http.Server[] = [];
  let site: http.Server;
  let siteBase: string;
  let victimPort: number;
  const publicSite: DownloadPolicy = { ...onlyThisServer, isAllowedAddress: (ip) => ip === '127.0.0.2' };

  beforeAll(async () => {
    const victim = () => http.createServer((req, res) => void (hits.push(req.url ?? '/'), res.end('secret')));
    const v4 = victim();
    await new Promise<void>((r) => v4.listen(0, '127.0.0.1', r));
    victimPort = (v4.address() as { port: number }).port;
    const v6 = victim();
    await new Promise<void>((r) => v6.listen(victimPort, '::1', r));
    victims.push(v4, v6);
    site = http.createServer((req, res) => res.writeHead(302, { location: new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '/' }).end());
    await new Promise<void>((r) => site.listen(0, '127.0.0.2', r));
    siteBase = `http://127.0.0.2:${(site.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    for (const s of [site, ...victims]) await new Promise((r) => s.close(r));
  });

  it.each([
    ['loopback', () => `http://127.0.0.1:${victimPort}/admin`],
    ['IPv6 loopback', () => `http://[::1]:${victimPort}/admin`],
    ['localhost by name', () => `http://localhost:${victimPort}/admin`],
    ['a private network', () => 'http://10.0.0.1/admin'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
  ])('refuses a redirect to %s before any request reaches it', async (_label, target) => {
    await refused(`${siteBase}/go?to=${encodeURIComponent(target())}`, publicSite, 'forbidden_address');
    expect(hits).toEqual([]);
  });

  it('refuses the victims directly too, unreached', async () => {
    await refused(`http://127.0.0.1:${victimPort}/admin`, defaultDownloadPolicy(1024), 'forbidden_address');
    await refused(`http://[::1]:${victimPort}/admin`, defaultDownloadPolicy(1024), 'forbidden_address');
    expect(hits).toEqual([]);
    // The harness is sound: a policy that allows the victim does reach it.
    await downloadToFile(`http://127.0.0.1:${victimPort}/ok`, dest(), onlyThisServer);
    expect(hits).toEqual(['/ok']);
  });
});
