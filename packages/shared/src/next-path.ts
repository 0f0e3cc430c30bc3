import { API_PREFIX } from './api-paths.js';

/** The query parameter that carries where a person was going when they were asked to sign in. */
export const NEXT_PARAM = 'next';

/**
 * `value` when it is a path of this site to come back to after signing in, else undefined: a
 * same-origin relative path ('/video/42?t=10'), never another origin ('//evil.example',
 * '/\\evil.example', 'https://…'), never the API, and never the sign-in pages themselves.
 */
export function safeNextPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 1000 || !value.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return undefined;
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
  if (pathname === '/' || pathname.startsWith(API_PREFIX) || ['/login', '/register', '/admin-login', '/landing'].includes(pathname)) return undefined;
  return value;
}

/** `base` with `?next=<path>` when the path is one to come back to. */
export function withNextPath(base: string, path: string | null | undefined): string {
  const next = safeNextPath(path);
  return next ? `${base}?${NEXT_PARAM}=${encodeURIComponent(next)}` : base;
}

/**
 * A page of Kora's own to come back to: a relative path, or an address on PUBLIC_URL; anything else
 * (another site, another scheme) is replaced by `fallback`, so the payment flow is no open redirect.
 * Answers the absolute address (the operator's page needs one).
 */
export function ownPageUrl(given: string | undefined, fallback: string, publicUrl: string): string {
  const base = new URL(publicUrl);
  if (given) {
    try {
      const url = new URL(given, base);
      if (url.origin === base.origin && (url.protocol === 'http:' || url.protocol === 'https:')) return url.href;
    } catch {
      // not an address: the fallback
    }
  }
  return new URL(fallback, base).href;
}
