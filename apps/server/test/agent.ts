import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@kora/shared';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  setCookie: string[];
}

/**
 * A browser-like client over app.inject: it keeps the cookies the server sets and sends
 * them back, so a test reads like a person's session.
 */
export function createAgent(app: FastifyInstance, defaults: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  async function request<T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.inject({
      method,
      url,
      payload: payload as never,
      headers: { ...defaults, ...(cookie ? { cookie } : {}), ...headers },
    });
    const raw = res.headers['set-cookie'];
    const setCookie = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    for (const c of res.cookies) {
      if (c.value === '' || (c.expires && new Date(c.expires).getTime() < Date.now()) || c.maxAge === 0) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    const text = res.body;
    return { status: res.statusCode, body: (text ? JSON.parse(text) : {}) as T, headers: res.headers, setCookie };
  }
  return {
    get: <T = Record<string, unknown>>(url: string, headers?: Record<string, string>) => request<T>('GET', url, undefined, headers),
    post: <T = Record<string, unknown>>(url: string, body: unknown = {}, headers?: Record<string, string>) => request<T>('POST', url, body, headers),
    put: <T = Record<string, unknown>>(url: string, body: unknown, headers?: Record<string, string>) => request<T>('PUT', url, body, headers),
    patch: <T = Record<string, unknown>>(url: string, body: unknown, headers?: Record<string, string>) => request<T>('PATCH', url, body, headers),
    delete: <T = Record<string, unknown>>(url: string, headers?: Record<string, string>) => request<T>('DELETE', url, undefined, headers),
    /** What navigator.sendBeacon(url) sends from a page of the site: a POST with no body. */
    beacon: <T = Record<string, unknown>>(url: string) => request<T>('POST', url, undefined, { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors' }),
    cookie: (name = 'kora_sid') => jar.get(name),
    setCookie: (name: string, value: string) => jar.set(name, value),
  };
}
export type Agent = ReturnType<typeof createAgent>;

/** A client signed in as the given user (the login must succeed). */
export async function signedInAgent(app: FastifyInstance, user: { email: string; password: string }): Promise<Agent> {
  const agent = createAgent(app);
  const res = await agent.post(apiPaths.login, { email: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}
