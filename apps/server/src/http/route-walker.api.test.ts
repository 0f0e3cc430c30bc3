import { randomUUID } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, ROUTE_ACCESS } from '@kora/shared';
import { HIDDEN, jsonRequest, openRouteWalk, PASSES, requiredQuery, ROLES, type RouteWalk, sampleOf, SHARE_IMAGES, urlOf } from '../../test/kits/route-walk.js';

/*
 * Walks every operation of the published OpenAPI description (so a route added tomorrow is walked
 * the day it lands) and sends it what a probe would: malformed path parameters, queries and
 * bodies, as each kind of caller. Whatever it sends: never a 5xx, and every refusal is Kora's JSON
 * (`{ message, code }`, a French message, a code of ERROR_CODES). And who may not call a route is
 * refused (401 signed out, 403 wrong role) before anything they sent is read. (The same refusals in
 * English: route-walker-english.api.test.ts.)
 */

let walk: RouteWalk;
beforeAll(async () => {
  walk = await openRouteWalk('fr');
});
afterAll(() => walk.close());

const NUL = 'ab\u0000cd';
/** Spoiled values for a string: each must be refused (400) or harmlessly taken, never crash. */
const STRANGE_TEXT = ['', 'x'.repeat(10_000), '\u001b[31mrouge', 'lone \ud800', '../../etc/passwd', '‮gnp.exe', '😀'.repeat(300), "' OR 1=1 --"];
const WRONG_TYPES: unknown[] = [12345, -1, 1e308, true, null, [], ['a'], {}, { a: 1 }];

describe('the route walker', () => {
  it('finds every API path described, each operation with its access level', () => {
    expect(walk.operations.length).toBeGreaterThan(15);
    const missing = walk.operations.filter((op) => !ROUTE_ACCESS.includes(op.access)).map((op) => op.label);
    expect(missing, 'walk.operations without x-access').toEqual([]);
    const described = new Set(Object.keys(walk.spec.paths).map((p) => p.replace(/\{(\w+)\}/g, ':$1')));
    const hidden = new Set([...HIDDEN.map((h) => h.path.replace(/\{(\w+)\}/g, ':$1')), ...SHARE_IMAGES]);
    expect(Object.values(apiPaths).filter((p) => !described.has(p) && !hidden.has(p)), 'API paths neither described nor listed as hidden').toEqual([]);
  });

  it('refuses who may not call a route (401 signed out, 403 wrong role) before reading what they sent', async () => {
    const problems: string[] = [];
    for (const op of [...walk.operations, ...HIDDEN]) {
      for (const role of ROLES.filter((r) => !PASSES[op.access].includes(r))) {
        const expected = role === 'anonymous' ? { status: [401], code: 'unauthorized' } : { status: [403], code: 'forbidden' };
        const headers = await walk.headersAs(role);
        // Malformed everything: a non-uuid id, a NUL in the query, a body that is not JSON.
        const url = urlOf(op, Object.fromEntries(op.params.map((p) => [p.name, 'pas-un-id'])), 'q=%00&section=%00');
        const body = op.method === 'GET' || op.method === 'HEAD' ? {} : { payload: '{"pas du json', headers: { ...headers, 'content-type': 'application/json' } };
        await walk.probe(problems, `${op.label} as ${role}`, { method: op.method, url, headers, ...body }, expected);
        if (role === 'anonymous') await walk.probe(problems, `${op.label} with a forged cookie`, { method: op.method, url, headers: { cookie: 'kora_sid=forged' } }, expected);
      }
    }
    expect(problems).toEqual([]);
  });

  it('never answers a 2xx from an /api/admin route to anyone but an admin, even for a well-formed request', async () => {
    // eslint-disable-next-line no-restricted-syntax -- the prefix every admin path shares, not a path
    const adminOperations = walk.operations.filter((op) => op.path.startsWith('/api/admin/'));
    expect(adminOperations.length).toBeGreaterThan(10);
    expect(adminOperations.filter((op) => op.access !== 'admin').map((op) => op.label), 'admin routes open to others').toEqual([]);
    const callers: Array<{ label: string; headers: () => Promise<Record<string, string>>; status: number }> = [
      { label: 'anonymous', headers: () => walk.headersAs('anonymous'), status: 401 },
      { label: 'free member', headers: () => walk.headersAs('simple', { tier: 'free' }), status: 403 },
      { label: 'premium member', headers: () => walk.headersAs('simple', { tier: 'premium', status: 'active' }), status: 403 },
      { label: 'creator', headers: () => walk.headersAs('creator'), status: 403 },
    ];
    const problems: string[] = [];
    for (const op of adminOperations) {
      // What a well-meaning caller would send: its required query, a body of the right shape.
      const query = requiredQuery(op).join('&');
      const request = (headers: Record<string, string>): InjectOptions => ({
        method: op.method,
        url: urlOf(op, {}, query),
        headers,
        ...(op.body ? { payload: sampleOf(op.body) as Record<string, unknown> } : {}),
      });
      for (const caller of callers) {
        const res = await walk.t.app.inject(request(await caller.headers()));
        if (res.statusCode !== caller.status) problems.push(`${op.label} as ${caller.label}: ${res.statusCode}, expected ${caller.status}`);
      }
      const res = await walk.t.app.inject(request(await walk.headersAs('admin')));
      if ([401, 403].includes(res.statusCode) || res.statusCode >= 500) problems.push(`${op.label} as admin: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
  });

  it("refuses every state change and every WebSocket handshake sent by another site's page, an admin's included, but the providers' webhooks", async () => {
    // The origin check is attached to each route that can change state as it is declared (reads pay nothing for it).
    const webhooks = new Set<string>([apiPaths.stripeWebhook, apiPaths.hub2Webhook]);
    const sockets = HIDDEN.filter((op) => op.method === 'GET');
    const changes = [...walk.operations, ...HIDDEN].filter((op) => !['GET', 'HEAD'].includes(op.method) && !webhooks.has(op.path));
    expect(changes.length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const op of [...changes, ...sockets]) {
      const headers = { ...(await walk.headersAs('admin')), origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', ...(op.method === 'GET' ? { upgrade: 'websocket', connection: 'Upgrade' } : {}) };
      await walk.probe(problems, `${op.label} from another site`, { method: op.method, url: urlOf(op), headers }, { status: [403], code: 'forbidden_origin' });
    }
    for (const path of webhooks) {
      const res = await walk.t.app.inject({ method: 'POST', url: path, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }, payload: '{}' });
      if (res.statusCode === 403) problems.push(`${path}: a webhook refused by the origin check`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses malformed path parameters in French, never with a 5xx', async () => {
    const problems: string[] = [];
    await walk.forEachCaller(async (op, role, headers) => {
      for (const param of op.params) {
        for (const raw of ['pas-un-uuid', 'x'.repeat(64), encodeURIComponent('é😀‮'), '..%2f..%2fetc%2fpasswd', '%252e%252e', '%20', '1', randomUUID().toUpperCase()]) {
          await walk.probe(problems, `${op.label} ${param.name}=${raw.slice(0, 24)} as ${role}`, { method: op.method, url: urlOf(op, { [param.name]: raw }), headers });
        }
        await walk.probe(problems, `${op.label} ${param.name} with NUL as ${role}`, { method: op.method, url: urlOf(op, { [param.name]: 'ab%00cd' }), headers }, { status: [400], code: 'validation_error' });
      }
    });
    expect(problems).toEqual([]);
  });

  it('refuses malformed queries in French, never with a 5xx', async () => {
    const problems: string[] = [];
    await walk.forEachCaller(async (op, role, headers) => {
      const send = (label: string, query: string, expected?: { status: number[]; code?: string }) =>
        walk.probe(problems, `${op.label}?${label} as ${role}`, { method: op.method, url: urlOf(op, {}, query), headers }, expected);
      await send('unknown parameters', 'zzz=%00&__proto__=1&constructor[prototype][x]=1');
      const valid = requiredQuery(op);
      for (const q of op.query) {
        const others = valid.filter((v) => !v.startsWith(`${q.name}=`));
        const withValue = (value: string) => [...others, `${q.name}=${value}`].join('&');
        if (q.required) await send(`without ${q.name}`, others.join('&'), { status: [400], code: 'validation_error' });
        for (const value of ['', 'x'.repeat(10_000), 'abc', '-1', '1e999', 'true', encodeURIComponent('é😀‮'), '%E0%A4%A', '..%2f..%2f']) {
          await send(`${q.name}=${value.slice(0, 20)}`, withValue(value));
        }
        await send(`${q.name} twice`, `${withValue('a')}&${q.name}=b`);
        await send(`${q.name}[]`, [...others, `${q.name}[a]=1`].join('&'));
        await send(`${q.name} with NUL`, withValue('ab%00cd'), { status: [400], code: 'validation_error' });
      }
    });
    expect(problems).toEqual([]);
  });

  it('refuses malformed bodies in French, never with a 5xx', async () => {
    const problems: string[] = [];
    await walk.forEachCaller(async (op, role, headers, first) => {
      if (op.method === 'GET') return;
      const url = urlOf(op);
      const send = (label: string, payload: string, type?: string, expected?: { status: number[]; code?: string }) =>
        walk.probe(problems, `${op.label} ${label} as ${role}`, jsonRequest(op.method, url, headers, payload, type), expected);
      // What any body-taking route must survive: not JSON, empty, a scalar, deep nesting, prototype keys, another type.
      await send('not JSON', '{"pas du json', undefined, { status: [400], code: 'bad_request' });
      await send('empty JSON', '', undefined, { status: op.body ? [400] : [200, 204, 400] });
      for (const whole of ['[]', '"x"', 'null', '42', '{}']) await send(`body ${whole}`, whole);
      await send('deeply nested', `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`);
      await send('a __proto__ key', '{"__proto__":{"isAdmin":true}}', undefined, { status: [400] });
      await send('a constructor.prototype key', '{"constructor":{"prototype":{"isAdmin":true}}}', undefined, { status: [400] });
      for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=x']) {
        await send(`as ${type}`, '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--', type);
      }
      if (first) await send('over the size limit', JSON.stringify({ a: 'x'.repeat(1_100_000) }), undefined, { status: [413], code: 'payload_too_large' });
      await send('a truncated multipart body', '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nabc', 'multipart/form-data; boundary=x');
      if (!op.body) return;
      const base = sampleOf(op.body) as Record<string, unknown>;
      await send('with extra fields', JSON.stringify({ ...base, accountType: 'admin', isAdmin: true, id: randomUUID(), userId: randomUUID() }));
      for (const [field, schema] of Object.entries(op.body.properties ?? {})) {
        const withField = (value: unknown) => JSON.stringify({ ...base, [field]: value });
        const { [field]: _omitted, ...without } = base;
        await send(`without ${field}`, JSON.stringify(without));
        for (const value of WRONG_TYPES) await send(`${field}=${JSON.stringify(value)}`, withField(value));
        if (!JSON.stringify(schema).includes('"string"')) continue;
        await send(`${field} with NUL`, withField(NUL), undefined, { status: [400], code: 'validation_error' });
        if (first) for (const value of STRANGE_TEXT) await send(`${field}=${JSON.stringify(value).slice(0, 20)}`, withField(value));
      }
    });
    expect(problems).toEqual([]);
  });

  it("gives the router's and Node's parser's refusals (an undecodable URL, an overlong parameter, huge headers) the same shape", async () => {
    const problems: string[] = [];
    await walk.forEachCaller(async (op, role, headers, firstRole) => {
      if (!firstRole) return;
      for (const param of op.params) {
        for (const raw of ['%E0%A4%A', '%', '%%00', 'x'.repeat(101), 'x'.repeat(5000)]) {
          await walk.probe(problems, `${op.label} ${param.name}=${raw.slice(0, 12)} as ${role}`, { method: op.method, url: urlOf(op, { [param.name]: raw }), headers }, { status: [400, 414] });
        }
      }
    });
    await walk.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = walk.t.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.end(`GET /api/videos HTTP/1.1\r\nHost: kora.test\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
      socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('close', () => resolve(text)).on('error', () => resolve(text));
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    problems.push(...walk.problemsOf('headers too large', Number(head.split(' ')[1]), { 'content-type': /content-type: ([^\r]+)/i.exec(head)?.[1] }, body, 'GET'));
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(problems).toEqual([]);
  });

  it('gives the resumable upload endpoint (tus) the same refusals', async () => {
    const problems: string[] = [];
    const creator = await walk.headersAs('creator');
    const tus = (label: string, method: InjectOptions['method'], url: string, headers: Record<string, string>, expected: { status: number[]; code?: string }, payload?: string) =>
      walk.probe(problems, `tus ${label}`, { method, url, headers: { ...creator, ...headers }, ...(payload === undefined ? {} : { payload }) }, expected);
    const meta = (title: string) => `filename ${Buffer.from('a.mp4').toString('base64')},title ${Buffer.from(title).toString('base64')},ageRating ${Buffer.from('tous').toString('base64')}`;
    const v1 = { 'tus-resumable': '1.0.0' };
    await tus('without Tus-Resumable', 'POST', apiPaths.resumableUploads, { 'upload-length': '10', 'upload-metadata': meta('Titre') }, { status: [412], code: 'bad_request' });
    await tus('without Upload-Length', 'POST', apiPaths.resumableUploads, { ...v1, 'upload-metadata': meta('Titre') }, { status: [400], code: 'bad_request' });
    await tus('with a malformed Upload-Length', 'POST', apiPaths.resumableUploads, { ...v1, 'upload-length': 'abc', 'upload-metadata': meta('Titre') }, { status: [400], code: 'bad_request' });
    await tus('with malformed metadata', 'POST', apiPaths.resumableUploads, { ...v1, 'upload-length': '10', 'upload-metadata': 'title ###,,' }, { status: [400], code: 'bad_request' });
    await tus('asking for concatenation', 'POST', apiPaths.resumableUploads, { ...v1, 'upload-length': '10', 'upload-concat': 'partial', 'upload-metadata': meta('Titre') }, { status: [400], code: 'bad_request' });
    await tus('with a NUL in the title', 'POST', apiPaths.resumableUploads, { ...v1, 'upload-length': '10', 'upload-metadata': meta('ab\u0000cd') }, { status: [400], code: 'validation_error' });
    const created = await walk.t.app.inject({ method: 'POST', url: apiPaths.resumableUploads, headers: { ...creator, ...v1, 'upload-length': '10', 'upload-metadata': meta('Titre') } });
    expect(created.statusCode).toBe(201);
    const upload = String(created.headers.location);
    const bytes = { ...v1, 'content-type': 'application/offset+octet-stream' };
    await tus('PATCH without Upload-Offset', 'PATCH', upload, bytes, { status: [400], code: 'bad_request' }, 'abc');
    await tus('PATCH at the wrong offset', 'PATCH', upload, { ...bytes, 'upload-offset': '5' }, { status: [409], code: 'upload_offset_conflict' }, 'abc');
    await tus('PATCH of another type', 'PATCH', upload, { ...v1, 'upload-offset': '0', 'content-type': 'text/plain' }, { status: [400, 415], code: 'bad_request' }, 'abc');
    await tus('PATCH past the declared length', 'PATCH', upload, { ...bytes, 'upload-offset': '0' }, { status: [400, 413] }, 'x'.repeat(20));
    await tus('DELETE', 'DELETE', upload, v1, { status: [204] });
    await tus('HEAD once deleted', 'HEAD', upload, v1, { status: [404] });
    await tus('PATCH once deleted', 'PATCH', upload, { ...bytes, 'upload-offset': '0' }, { status: [404], code: 'not_found' }, 'abc');
    expect(problems).toEqual([]);
  });
});
