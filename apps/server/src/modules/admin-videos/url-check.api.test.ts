import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, apiPaths, type UrlCheckResult } from '@kora/shared';
import { type Agent, signedInAgent } from '../../../test/agent.js';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { startTestSite, type TestSite } from '../../../test/test-site.js';
import type { DownloadPolicy } from '../../net/safe-download.js';

/*
 * POST /api/admin/url-check: the server asks the URL itself (HEAD, then the first bytes), under the
 * address policy of URL import. A site on 127.0.0.2 plays the public web (the only address the
 * policy allows); trap servers on 127.0.0.1 and [::1] count any request that reaches them — none may.
 */
let t: TestApp;
let site: TestSite;
let traps: TestSite[];
let admin: Agent;
const onlySite: DownloadPolicy = { maxBytes: 1000, timeoutMs: 5000, maxRedirects: 3, isAllowedAddress: (ip) => ip === '127.0.0.2' };
const mp4Start = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(100)]);

beforeAll(async () => {
  site = await startTestSite('127.0.0.2', (req, res) => {
    const url = new URL(req.url ?? '/', 'http://site');
    const send = (type: string, body: Buffer | string, extra: Record<string, string> = {}) => res.writeHead(200, { 'content-type': type, ...extra }).end(req.method === 'HEAD' ? undefined : body);
    switch (url.pathname) {
      case '/poster.png': return send('image/png; charset=binary', 'png');
      case '/page.html': return send('text/html; charset=utf-8', '<p>page</p>');
      case '/clip.mp4': return send('video/mp4', mp4Start);
      case '/large.mp4': return res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': '5000' }).end(req.method === 'HEAD' ? undefined : Buffer.alloc(5000));
      case '/clip.bin': return send('application/octet-stream', mp4Start);
      case '/notes.bin': return send('application/octet-stream', 'pas une vidéo '.repeat(40));
      case '/live.m3u8': return send('application/vnd.apple.mpegurl', '#EXTM3U\n');
      // A server that refuses HEAD: the check asks for the first bytes instead.
      case '/no-head.jpg': return req.method === 'HEAD' ? res.writeHead(405).end() : send('image/jpeg', 'jpeg');
      case '/go': return res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
      default: return res.writeHead(404).end();
    }
  });
  traps = [await startTestSite('127.0.0.1'), await startTestSite('::1')];
  t = await createTestApp({}, undefined, onlySite);
  admin = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'admin' }));
});
afterAll(async () => {
  await t.close();
  for (const server of [site, ...traps]) await server.close();
});

const check = (url: string, expect: 'video' | 'image' = 'image') => admin.post<UrlCheckResult & { fieldErrors?: Record<string, string> }>(apiPaths.adminUrlCheck, { url, expect });
const trapHits = () => traps.flatMap((trap) => trap.hits);

describe('POST /api/admin/url-check for an image', () => {
  it('accepts an image answering OK, with its type, and follows redirects', async () => {
    expect((await check(`${site.origin}/poster.png`)).body).toEqual({ ok: true, message: null, contentType: 'image/png', contentLength: null, finalUrl: `${site.origin}/poster.png` });
    const redirected = await check(`${site.origin}/go?to=${encodeURIComponent('/poster.png')}`);
    expect(redirected.body).toMatchObject({ ok: true, finalUrl: `${site.origin}/poster.png` });
    expect((await check(`${site.origin}/no-head.jpg`)).body).toMatchObject({ ok: true, contentType: 'image/jpeg' });
    expect(site.hits).toContain('GET /no-head.jpg');
  });

  it("says 'URL invalide' when it is not an image and 'URL inaccessible' when it does not answer OK", async () => {
    expect((await check(`${site.origin}/page.html`)).body).toMatchObject({ ok: false, message: adminMessages.urlNotImage, contentType: 'text/html' });
    expect((await check(`${site.origin}/absente.png`)).body).toMatchObject({ ok: false, message: adminMessages.urlUnreachable });
    const closed = await startTestSite('127.0.0.2');
    await closed.close();
    expect((await check(`${closed.origin}/poster.png`)).body).toMatchObject({ ok: false, message: adminMessages.urlUnreachable, finalUrl: null });
  });
});

describe('POST /api/admin/url-check for a video', () => {
  it('accepts video/*, and a generic type when the first bytes are a video container', async () => {
    expect((await check(`${site.origin}/clip.mp4`, 'video')).body).toMatchObject({ ok: true, contentType: 'video/mp4' });
    expect((await check(`${site.origin}/clip.bin`, 'video')).body).toMatchObject({ ok: true, contentType: 'application/octet-stream' });
  });

  it('refuses other content, an HLS playlist (one file is imported) and a file larger than an import may download', async () => {
    for (const path of ['/notes.bin', '/live.m3u8', '/page.html', '/poster.png']) {
      expect((await check(`${site.origin}${path}`, 'video')).body, path).toMatchObject({ ok: false, message: adminMessages.urlNotVideo });
    }
    expect((await check(`${site.origin}/large.mp4`, 'video')).body).toMatchObject({ ok: false, message: expect.stringMatching(/trop volumineuse/), contentLength: 5000 });
  });
});

describe('the address policy of the check', () => {
  it.each([
    ['loopback', () => `${traps[0]?.origin}/poster.png`],
    ['localhost by name', () => `${traps[0]?.origin.replace('127.0.0.1', 'localhost')}/poster.png`],
    ['IPv6 loopback', () => `${traps[1]?.origin}/poster.png`],
    ['a private network', () => 'http://10.0.0.1/poster.png'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
  ])('refuses %s, directly and through a redirect, reaching nothing', async (_label, target) => {
    for (const url of [target(), `${site.origin}/go?to=${encodeURIComponent(target())}`]) {
      const res = await check(url);
      expect(res.status, url).toBe(200);
      expect(res.body, url).toMatchObject({ ok: false, message: expect.stringMatching(/non autorisée/) });
    }
    expect(trapHits()).toEqual([]);
  });

  it('refuses a redirect to another scheme, and a URL that is not http(s) at all (French validation)', async () => {
    expect((await check(`${site.origin}/go?to=${encodeURIComponent('file:///etc/passwd')}`)).body).toMatchObject({ ok: false, message: expect.stringMatching(/http et https/) });
    expect(await check('ftp://exemple.sn/a.png')).toMatchObject({ status: 400, body: { fieldErrors: { url: adminMessages.urlMalformed } } });
    expect(await check('')).toMatchObject({ status: 400, body: { fieldErrors: { url: adminMessages.urlRequired } } });
    expect((await admin.post(apiPaths.adminUrlCheck, { url: `${site.origin}/poster.png`, expect: 'son' })).status).toBe(400);
  });
});
