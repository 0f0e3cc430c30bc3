import net from 'node:net';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, loginBodySchema, searchQuerySchema, serverMessages } from '@kora/shared';
import { registerErrorHandler } from './error-handler.js';
import { frameworkErrorOptions } from './framework-errors.js';

/** A small app built the way the real one is (the same options, compilers and error handler). */
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ ...frameworkErrorOptions });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  /* eslint-disable no-restricted-syntax -- this small app's own routes, not Kora's API */
  r.get('/api/things/:id', async (request) => ({ id: (request.params as { id: string }).id }));
  r.get('/api/search', { schema: { querystring: searchQuerySchema } }, async (request) => ({ q: request.query.q }));
  r.post('/api/login', { schema: { body: loginBodySchema } }, async () => ({ ok: true }));
  /* eslint-enable no-restricted-syntax */
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** Kora's error shape with a French message: never Fastify's code or English text. */
function expectKoraRefusal(status: number, headers: Record<string, unknown>, text: string, message: string): void {
  expect(String(headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(text) as { message: string; code: string };
  expect(ERROR_CODES).toContain(body.code);
  expect(body.message).toBe(message);
  expect(text).not.toMatch(/FST_|Bad Request|is not a valid|exceeding|Body cannot|Unsupported/);
  expect(status).toBeLessThan(500);
}

describe("Fastify's own refusals, in Kora's shape", () => {
  /* eslint-disable no-restricted-syntax -- the small app's own routes, with malformed URLs and bodies on purpose */
  const cases: [string, InjectOptions, number, string][] = [
    ['a URL that does not decode (router)', { method: 'GET', url: '/api/things/%E0%A4%A' }, 400, 'Adresse de requête invalide'],
    ['a path parameter over 100 characters (router)', { method: 'GET', url: `/api/things/${'a'.repeat(101)}` }, 414, 'Adresse de requête trop longue'],
    ['a body that is not JSON', { method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' }, 400, serverMessages.badRequest],
    ['an empty JSON body', { method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '' }, 400, 'Le corps de la requête est vide alors qu’il est annoncé en JSON'],
    ['a content type no parser takes', { method: 'POST', url: '/api/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' }, 415, 'Type de contenu non pris en charge'],
    ['a body that is JSON but not an object', { method: 'POST', url: '/api/login', payload: [1, 2] }, 400, 'Le corps de la requête doit être un objet JSON'],
    ['a repeated query parameter', { method: 'GET', url: '/api/search?q=a&q=b' }, 400, 'Ce champ doit être un texte'],
    ['a NUL byte in a query', { method: 'GET', url: '/api/search?q=li%00on' }, 400, 'Caractères non autorisés'],
  ];
  /* eslint-enable no-restricted-syntax */
  it.each(cases)('%s', async (_name, request, status, message) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBe(status);
    expectKoraRefusal(res.statusCode, res.headers, res.body, message);
  });

  it('gives router refusals the headers of every answer (their reply belongs to no route)', async () => {
    // eslint-disable-next-line no-restricted-syntax -- a URL that does not decode, on the small app's own route
    const res = await app.inject({ method: 'GET', url: '/api/things/%E0%A4%A', headers: { 'x-request-id': 'req-1' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('words a validation failure field by field in French', async () => {
    // eslint-disable-next-line no-restricted-syntax -- the small app's own login route, not Kora's
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'x', password: 'a\u0000b' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Adresse email invalide',
      code: 'validation_error',
      fieldErrors: { email: 'Adresse email invalide', password: 'Caractères non autorisés' },
    });
  });
});

/** Sends raw bytes on a fresh connection and returns everything the server wrote before closing. */
function rawExchange(bytes: string): Promise<string> {
  const { port } = app.server.address() as net.AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => resolve(received));
    socket.on('close', () => resolve(received));
    socket.setTimeout(5000, () => reject(new Error('no answer')));
  });
}

describe("Node's parser refusals (no request at all), in Kora's shape", () => {
  it.each([
    ['headers too large', `GET /api/search HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'Les en-têtes de la requête sont trop volumineux'],
    ['a request line that is not HTTP', 'BONJOUR ?\r\n\r\n', 400, serverMessages.badRequest],
    ['a header name with a control character', 'GET / HTTP/1.1\r\nHost: x\r\nBa\u0001d: 1\r\n\r\n', 400, serverMessages.badRequest],
  ])('%s', async (_name, bytes, status, message) => {
    const answer = await rawExchange(bytes);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`);
    expect(head).toMatch(/connection: close/i);
    expect(JSON.parse(body)).toEqual({ message, code: 'bad_request' });
    expect(Number(/content-length: (\d+)/i.exec(head)?.[1])).toBe(Buffer.byteLength(body));
  });
});
