import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { API_DOCS_PATH, apiPaths, ERROR_CODES, type Locale, type RouteAccess, serverMessages } from '@kora/shared';
import { hashSessionId } from '../../src/modules/sessions/session-store.js';
import { createSessionsRepository } from '../../src/modules/sessions/sessions.repository.js';
import { createUser, type UserOverrides } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/*
 * The route walker's machinery: every operation of the published OpenAPI description (so a route added tomorrow is
 * walked the day it lands), callers of each role, well-formed samples to spoil one field at a time, and the check
 * of an answer: never a 5xx, every refusal Kora's JSON (`{ message, code }`, a code of ERROR_CODES) in the language
 * the caller reads.
 */

export type Role = 'anonymous' | 'simple' | 'creator' | 'admin';
export const ROLES: Role[] = ['anonymous', 'simple', 'creator', 'admin'];
/** Who passes each access level (the shared route policy). */
export const PASSES: Record<RouteAccess, Role[]> = { public: ROLES, user: ['simple', 'creator', 'admin'], creator: ['creator', 'admin'], admin: ['admin'] };

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
interface SpecOperation {
  'x-access'?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
export interface Operation {
  label: string;
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, `{name}` for a parameter. */
  path: string;
  access: RouteAccess;
  params: Parameter[];
  query: Parameter[];
  /** The JSON body's schema, when the body is JSON (a multipart body is not described: only its framing is spoiled). */
  body: JsonSchema | undefined;
}
export type Expected = { status: number[]; code?: string };

/** An operation the description does not show (tus speaks its own protocol): its access is checked, its body not fuzzed. */
const hiddenOperation = (method: Operation['method'], path: string, access: RouteAccess): Operation => ({
  label: `${method} ${path}`,
  method,
  path,
  access,
  params: path.includes('{id}') ? [{ name: 'id', in: 'path', required: true }] : [],
  query: [],
  body: undefined,
});
/** Every API path is either described or listed here. */
export const HIDDEN: Operation[] = [
  hiddenOperation('POST', apiPaths.resumableUploads, 'creator'),
  // The browser ingest WebSocket (its handshake is a GET).
  hiddenOperation('GET', apiPaths.liveBrowserIngest.replace(':id', '{id}'), 'creator'),
  // The chat WebSocket (its events are zod schemas in packages/shared, described in docs/api.md).
  hiddenOperation('GET', apiPaths.chatSocket, 'public'),
  ...(['HEAD', 'PATCH', 'DELETE'] as const).map((method) => hiddenOperation(method, `${apiPaths.resumableUploads}/{id}`, 'creator')),
];
/** A shared link's picture (an image, or a redirect to one, for crawlers): public reads with no JSON to describe. */
export const SHARE_IMAGES = [apiPaths.videoShareImage, apiPaths.liveShareImage, apiPaths.creatorShareImage];

/** zod's, Fastify's and tus's English wording. */
const ENGLISH = /\b(invalid|expected|required|received|unrecognized|must|should|bad request|not found|unsupported|exceeded|something went wrong|too (big|small|large))\b/i;
/** A message reads as French: an accented letter, a French apostrophe or guillemet, or a common French word. */
const FRENCH = /[àâçéèêëîïôûùüÿœ«»]|\b(de|du|des|le|la|les|un|une|est|et|ce|pas|en|au|aux|pour|votre|veuillez|requis|invalides?|introuvable|trop|doit|vous|d’|l’|n’|qu’)\b|\b[dlnj]’/i;
/** The one English message the specification quotes (the page recognises a lost session by it). */
const QUOTED_ENGLISH = new Set<string>([serverMessages.unauthorized]);

/** Whether a text reads in `language`: French as above; English with none of French's marks. */
function readsIn(language: Locale, text: string): boolean {
  if (language === 'fr') return QUOTED_ENGLISH.has(text) || (!ENGLISH.test(text) && FRENCH.test(text));
  // (values quoted from the request or the schema, such as “en”, are not words of the sentence)
  const words = text.replace(/“[^”]*”/g, '');
  return /[a-z]/i.test(words) && !FRENCH.test(words);
}

/** A checked route walk over a fresh test app, as callers reading `language` (their Accept-Language). */
export async function openRouteWalk(language: Locale) {
  const t: TestApp = await createTestApp();
  const spec = (await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` })).json<{ paths: Record<string, Record<string, SpecOperation>> }>();
  const operations: Operation[] = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      label: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as Operation['method'],
      path,
      access: op['x-access'] as RouteAccess,
      params: (op.parameters ?? []).filter((p) => p.in === 'path'),
      query: (op.parameters ?? []).filter((p) => p.in === 'query'),
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
  const sessions = createSessionsRepository(t.database.db);
  const accept = { 'accept-language': language === 'fr' ? 'fr-SN,fr;q=0.9' : 'en-NG,en;q=0.9' };

  /** Request headers of a fresh session of a fresh user in that role (a route walked may end a session or change the user). */
  async function headersAs(role: Role, over: UserOverrides = {}): Promise<Record<string, string>> {
    if (role === 'anonymous') return { ...accept };
    const user = await createUser(t.database.db, { accountType: role, ...over });
    const id = randomBytes(32).toString('base64url');
    await sessions.insert({ idHash: hashSessionId(id), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000), ip: '127.0.0.1', userAgent: null });
    return { ...accept, cookie: `kora_sid=${id}` };
  }

  /** What is wrong with an answer, if anything: a 5xx, or a refusal that is not Kora's JSON in the caller's language. */
  function problemsOf(label: string, status: number, headers: Record<string, unknown>, text: string, method: string): string[] {
    if (status >= 500) return [`${label}: ${status} ${text.slice(0, 200)}`];
    if (status < 400 || method === 'HEAD') return [];
    if (!String(headers['content-type']).startsWith('application/json')) return [`${label}: ${status} not JSON (${String(headers['content-type'])}) ${text.slice(0, 100)}`];
    let body: { message?: unknown; code?: unknown; fieldErrors?: Record<string, string> };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      return [`${label}: ${status} body is not JSON: ${text.slice(0, 100)}`];
    }
    const problems: string[] = [];
    if (!ERROR_CODES.includes(body.code as never)) problems.push(`${label}: ${status} code ${String(body.code)}`);
    for (const message of [typeof body.message === 'string' ? body.message : '', ...Object.values(body.fieldErrors ?? {})]) {
      if (!readsIn(language, message)) problems.push(`${label}: ${status} message not in ${language}: ${message}`);
    }
    if (text.includes('FST_')) problems.push(`${label}: ${status} carries a Fastify code: ${text.slice(0, 100)}`);
    return problems;
  }

  /** Sends one request and checks its answer; `expected` narrows the statuses (and code) that are right for it. */
  async function probe(problems: string[], label: string, request: InjectOptions, expected?: Expected): Promise<void> {
    const res = await t.app.inject(request);
    problems.push(...problemsOf(label, res.statusCode, res.headers, res.body, String(request.method)));
    if (expected && !expected.status.includes(res.statusCode)) problems.push(`${label}: ${res.statusCode}, expected ${expected.status.join('|')} ${res.body.slice(0, 120)}`);
    if (expected?.code && res.statusCode < 500 && res.body && (JSON.parse(res.body) as { code?: string }).code !== expected.code) {
      problems.push(`${label}: code ${res.body.slice(0, 120)}, expected ${expected.code}`);
    }
  }

  /** Runs `walk` for every described operation and every role that may call it, each with a fresh session. */
  async function forEachCaller(walk: (op: Operation, role: Role, headers: Record<string, string>, first: boolean) => Promise<void>): Promise<void> {
    for (const op of operations) {
      for (const [i, role] of PASSES[op.access].entries()) await walk(op, role, await headersAs(role), i === 0);
    }
  }

  return { t, spec, operations, headersAs, problemsOf, probe, forEachCaller, close: () => t.close() };
}
export type RouteWalk = Awaited<ReturnType<typeof openRouteWalk>>;

/** The URL of an operation with its path parameters filled in (a fresh uuid unless given) and a raw query string. */
export function urlOf(op: Pick<Operation, 'path'>, params: Record<string, string> = {}, query = ''): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? randomUUID());
  return query ? `${path}?${query}` : path;
}

/** A value of the schema's shape (what a well-meaning caller would send), so one field at a time can be spoiled. */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (option) return sampleOf(option);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sampleOf(v)]));
  if (type === 'array') return [];
  if (type === 'boolean') return true;
  if (type === 'number' || type === 'integer') return schema.minimum ?? 0;
  if (schema.format === 'email') return `promeneur-${randomBytes(4).toString('hex')}@exemple.sn`;
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'uri') return 'https://exemple.sn/video.mp4';
  return 'x'.repeat(Math.min(Math.max(schema.minLength ?? 0, 8), schema.maxLength ?? 8));
}

/** The query string of an operation's required parameters, well formed. */
export const requiredQuery = (op: Operation) => op.query.filter((q) => q.required).map((q) => `${q.name}=${encodeURIComponent(String(sampleOf(q.schema)))}`);

export function jsonRequest(method: string, url: string, headers: Record<string, string>, payload: string, type = 'application/json'): InjectOptions {
  return { method: method as InjectOptions['method'], url, headers: { ...headers, 'content-type': type }, payload };
}
