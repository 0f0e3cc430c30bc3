import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropEarly, EARLY_MAX_AGE_MS, jsonResponse, keepEarly, startEarly, takeEarly } from './early-requests';
import { apiPaths, pathTo } from '@kora/shared';

let server: http.Server;
let base = '';
let hits = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits += 1;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ accept: req.headers.accept }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('early requests', () => {

  it('hands the answer of a read started early to the first taker only, asking the server once', async () => {
    const url = `${base}${apiPaths.authUser}`;
    void startEarly(url);
    const taken = takeEarly(url);
    expect(taken).toBeDefined();
    expect(await (await (taken as Promise<Response>)).json()).toEqual({ accept: 'application/json' });
    expect(takeEarly(url)).toBeUndefined();
    expect(hits).toBe(1);
  });

  it('hands an answer built from a read covering several addresses at its own address, once, asking nothing', async () => {
    const url = `${base}${pathTo(apiPaths.playback, { id: 'opened' })}`;
    const before = hits;
    void keepEarly(url, Promise.resolve(jsonResponse({ masterUrl: '/media/m.m3u8' })));
    const taken = await takeEarly(url);
    expect([taken?.status, taken?.headers.get('content-type'), await taken?.json()]).toEqual([200, 'application/json', { masterUrl: '/media/m.m3u8' }]);
    expect(takeEarly(url)).toBeUndefined();
    expect(hits).toBe(before);
  });

  it('has nothing for a read nobody started', () => {
    expect(takeEarly(`${base}${apiPaths.videos}`)).toBeUndefined();
  });
});

describe('an early answer left untaken', () => {
  it('is not handed out once older than EARLY_MAX_AGE_MS: a page opened much later asks afresh', async () => {
    const url = `${base}${pathTo(apiPaths.playback, { id: 'late' })}`;
    await startEarly(url);
    expect(takeEarly(url, Date.now() + EARLY_MAX_AGE_MS + 1_000)).toBeUndefined();
    expect(takeEarly(url)).toBeUndefined();
  });
});

describe('an early read started after the app read the same address', () => {
  it('answers the one who started it and is never handed to a later read', async () => {
    const url = `${base}${pathTo(apiPaths.video, { id: 'app-first' })}`;
    expect(takeEarly(url)).toBeUndefined(); // the app asked the network itself
    const before = hits;
    expect((await startEarly(url)).ok).toBe(true);
    expect(hits).toBe(before + 1);
    expect(takeEarly(url)).toBeUndefined();
  });
  it('forgets a read dropped before anyone took it: the app then asks the network', async () => {
    const url = `${base}/dropped`;
    const before = hits;
    await startEarly(url);
    dropEarly(url);
    expect(takeEarly(url)).toBeUndefined();
    expect(hits).toBe(before + 1);
  });
});
