/*
 * What a payment page keeps across pages and tabs. The mobile-money intent id goes to localStorage,
 * not sessionStorage: the payer comes back to /hub2-success in the tab the payment page opened, which
 * does not share the first tab's sessionStorage, and the success page catches the payment up with it.
 * Logout clears both storages. The pending card subscription stays in this tab (sessionStorage): a
 * reload of /subscribe discards it before starting another (the server allows one at a time).
 */
const INTENT_KEY = 'kora.payments.hub2-intent';
const PENDING_KEY = 'kora.payments.pending-subscription';
/** An intent older than this is forgotten (Hub2's payment links do not live longer). */
const INTENT_TTL_MS = 24 * 60 * 60 * 1000;

function read(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: unknown): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the payment goes on, only the catch-up is lost.
  }
}

const PLAN_KEY = 'kora.payments.hub2-plan';

/** Keeps the intent id, and the plan it pays ('plan=premium', 'pass=<id>') for a retry from /hub2-error. */
export function keepIntent(id: string, planQuery: string, now = Date.now()): void {
  write(localStorage, INTENT_KEY, { id, at: now });
  write(localStorage, PLAN_KEY, planQuery);
}

/** The kept mobile-money intent id, if recent. */
export function keptIntent(now = Date.now()): string | null {
  const value = read(localStorage, INTENT_KEY) as { id?: unknown; at?: unknown } | null;
  if (!value || typeof value.id !== 'string' || typeof value.at !== 'number' || now - value.at > INTENT_TTL_MS) return null;
  return value.id;
}

/** The plan of the last mobile-money attempt, as a query, if any. */
export function keptPlanQuery(): string | null {
  const value = read(localStorage, PLAN_KEY);
  return typeof value === 'string' && /^(plan|pass)=[\w%-]+$/.test(value) ? value : null;
}

/** The intent is settled: the success page has nothing left to catch up (the plan stays for a retry). */
export function forgetIntent(): void {
  write(localStorage, INTENT_KEY, null);
}

export function keepPendingSubscription(id: string | null): void {
  write(sessionStorage, PENDING_KEY, id);
}

export function keptPendingSubscription(): string | null {
  const value = read(sessionStorage, PENDING_KEY);
  return typeof value === 'string' ? value : null;
}
