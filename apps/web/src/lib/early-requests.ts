/**
 * Reads started before the app's framework has arrived (boot.ts), each taken once by the read that
 * needs it (getQueryFn, apiRequest). Kept on globalThis: the boot script and the app are separate
 * entries. An answer nobody took within EARLY_MAX_AGE_MS is not handed out any more: a page opened
 * much later (after an upgrade, say) asks afresh.
 */
export const EARLY_MAX_AGE_MS = 30_000;

const KEY = Symbol.for('kora.early-requests');
interface Store {
  early: Map<string, { response: Promise<Response>; startedAt: number }>;
  /** Addresses the app has read from the network: an early read of one of them started later is nobody's to take. */
  askedByApp: Set<string>;
}
const store = (): Store => ((globalThis as unknown as Record<symbol, Store | undefined>)[KEY] ??= { early: new Map(), askedByApp: new Set() });

/** How every JSON read goes out: the session cookie, JSON asked for. */
export const readInit = (signal?: AbortSignal): RequestInit => ({ credentials: 'include', signal, headers: { Accept: 'application/json' } });

/**
 * GETs `url` now, as the app's reads would, for the app to take later. Should the app have read it
 * already (its answer is what the page shows), this answer only serves the caller: handed out later,
 * to a read asked again after a payment for instance, it would be older than the one it replaces.
 */
export function startEarly(url: string): Promise<Response> {
  return keepEarly(url, fetch(url, readInit()));
}

/**
 * Keeps `response` as the early answer of `url` (startEarly's fetch, or an answer built from a read that covers
 * several addresses), on the same terms.
 */
export function keepEarly(url: string, response: Promise<Response>): Promise<Response> {
  // Nobody may take it (another page opened first): its failure is nobody's error then.
  response.catch(() => undefined);
  if (!store().askedByApp.has(url)) store().early.set(url, { response, startedAt: Date.now() });
  return response;
}

/** Forgets the early answer of `url`: started on a guess that proved wrong, it is nobody's to take (the app asks afresh). */
export function dropEarly(url: string): void {
  store().early.delete(url);
}

/** A JSON answer built in the page, as the server would have sent it. */
export const jsonResponse = (body: unknown): Response => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The early answer of `url`, once and while fresh; later reads go to the network. */
export function takeEarly(url: string, now = Date.now()): Promise<Response> | undefined {
  const { early: all, askedByApp } = store();
  const early = all.get(url);
  all.delete(url);
  if (early && now - early.startedAt <= EARLY_MAX_AGE_MS) return early.response;
  askedByApp.add(url);
  return undefined;
}

/** A JSON read: the early answer when there is a fresh one, else the network. */
export const read = (url: string, signal?: AbortSignal): Promise<Response> => takeEarly(url) ?? fetch(url, readInit(signal));
