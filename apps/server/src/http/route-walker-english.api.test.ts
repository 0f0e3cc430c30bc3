import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@kora/shared';
import { HIDDEN, jsonRequest, openRouteWalk, PASSES, requiredQuery, ROLES, type RouteWalk, sampleOf, urlOf } from '../../test/kits/route-walk.js';

/*
 * The route walker's refusals for a caller who reads English (Accept-Language: en-NG): who may not call a route, a
 * malformed parameter, query or body; each answered in English, its message and every field's, never in French. (The
 * full walk, in French: route-walker.api.test.ts.)
 */

let walk: RouteWalk;
beforeAll(async () => {
  walk = await openRouteWalk('en');
});
afterAll(() => walk.close());

describe('the route walker, in English', () => {
  it('refuses who may not call a route in English', async () => {
    const problems: string[] = [];
    for (const op of [...walk.operations, ...HIDDEN]) {
      for (const role of ROLES.filter((r) => !PASSES[op.access].includes(r))) {
        const expected = role === 'anonymous' ? { status: [401], code: 'unauthorized' } : { status: [403], code: 'forbidden' };
        await walk.probe(problems, `${op.label} as ${role}`, { method: op.method, url: urlOf(op), headers: await walk.headersAs(role) }, expected);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses malformed parameters, queries and bodies in English', async () => {
    const problems: string[] = [];
    await walk.forEachCaller(async (op, role, headers, first) => {
      if (!first) return;
      for (const param of op.params) {
        await walk.probe(problems, `${op.label} ${param.name} with NUL`, { method: op.method, url: urlOf(op, { [param.name]: 'ab%00cd' }), headers }, { status: [400], code: 'validation_error' });
      }
      const valid = requiredQuery(op);
      for (const q of op.query) {
        const others = valid.filter((v) => !v.startsWith(`${q.name}=`));
        if (q.required) await walk.probe(problems, `${op.label} without ${q.name}`, { method: op.method, url: urlOf(op, {}, others.join('&')), headers }, { status: [400], code: 'validation_error' });
        await walk.probe(problems, `${op.label} ${q.name} with NUL`, { method: op.method, url: urlOf(op, {}, [...others, `${q.name}=ab%00cd`].join('&')), headers }, { status: [400], code: 'validation_error' });
      }
      if (op.method === 'GET' || op.method === 'HEAD') return;
      const send = (label: string, payload: string, expected?: { status: number[]; code?: string }) =>
        walk.probe(problems, `${op.label} ${label} as ${role}`, jsonRequest(op.method, urlOf(op), headers, payload), expected);
      await send('not JSON', '{"pas du json', { status: [400], code: 'bad_request' });
      for (const whole of ['[]', '"x"', '{}']) await send(`body ${whole}`, whole);
      if (!op.body) return;
      const base = sampleOf(op.body) as Record<string, unknown>;
      for (const [field, schema] of Object.entries(op.body.properties ?? {})) {
        const { [field]: _omitted, ...without } = base;
        await send(`without ${field}`, JSON.stringify(without));
        for (const value of [12345, null, ['a'], { a: 1 }]) await send(`${field}=${JSON.stringify(value)}`, JSON.stringify({ ...base, [field]: value }));
        if (JSON.stringify(schema).includes('"string"')) {
          for (const value of ['', 'x'.repeat(10_000), 'ab\u0000cd']) await send(`${field}=${JSON.stringify(value).slice(0, 12)}`, JSON.stringify({ ...base, [field]: value }));
        }
      }
    });
    await walk.probe(problems, 'over the size limit', jsonRequest('POST', apiPaths.login, await walk.headersAs('anonymous'), JSON.stringify({ a: 'x'.repeat(1_100_000) })), { status: [413], code: 'payload_too_large' });
    expect(problems).toEqual([]);
  });

  it('refuses a resumable upload’s malformed requests in English', async () => {
    const problems: string[] = [];
    const creator = { ...(await walk.headersAs('creator')), 'tus-resumable': '1.0.0' };
    const meta = (title: string) => `filename ${Buffer.from('a.mp4').toString('base64')},title ${Buffer.from(title).toString('base64')},ageRating ${Buffer.from('tous').toString('base64')}`;
    await walk.probe(problems, 'tus without Upload-Length', { method: 'POST', url: apiPaths.resumableUploads, headers: { ...creator, 'upload-metadata': meta('Titre') } }, { status: [400], code: 'bad_request' });
    await walk.probe(problems, 'tus with a NUL in the title', { method: 'POST', url: apiPaths.resumableUploads, headers: { ...creator, 'upload-length': '10', 'upload-metadata': meta('ab\u0000cd') } }, { status: [400], code: 'validation_error' });
    const created = await walk.t.app.inject({ method: 'POST', url: apiPaths.resumableUploads, headers: { ...creator, 'upload-length': '10', 'upload-metadata': meta('Titre') } });
    expect(created.statusCode).toBe(201);
    const bytes = { ...creator, 'content-type': 'application/offset+octet-stream' };
    await walk.probe(problems, 'tus PATCH at the wrong offset', { method: 'PATCH', url: String(created.headers.location), headers: { ...bytes, 'upload-offset': '5' }, payload: 'abc' }, { status: [409], code: 'upload_offset_conflict' });
    expect(problems).toEqual([]);
  });
});
