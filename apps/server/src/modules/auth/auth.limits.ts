import type { Limit } from '../../http/throttle.js';
import type { Window } from '../../http/rate-limiter.js';

/** The limits of the sign-in area, per client IP and per email address (docs/security.md). */
export const authLimits = {
  loginFailuresPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { limit: 50, windowSeconds: 15 * 60 },
  adminFailuresPerEmail: { limit: 5, windowSeconds: 15 * 60 },
  adminFailuresPerIp: { limit: 10, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 20, windowSeconds: 60 * 60 },
  registerPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  forgotPerIp: { limit: 10, windowSeconds: 15 * 60 },
  forgotPerEmail: { limit: 3, windowSeconds: 15 * 60 },
} satisfies Record<string, Window>;

type Scope = 'login' | 'admin' | 'register' | 'forgot';
const emailKey = (scope: Scope, email: string) => `${scope}:email:${email.toLowerCase()}`;
const ipKey = (scope: Scope, ip: string) => `${scope}:ip:${ip}`;

/** The two counters one attempt of `scope` by this email from this IP counts against. */
export function limitsOf(scope: Scope, email: string, ip: string): { email: Limit; ip: Limit } {
  const windows: Record<Scope, [perEmail: Window, perIp: Window]> = {
    login: [authLimits.loginFailuresPerEmail, authLimits.loginFailuresPerIp],
    admin: [authLimits.adminFailuresPerEmail, authLimits.adminFailuresPerIp],
    register: [authLimits.registerPerEmail, authLimits.registerPerIp],
    forgot: [authLimits.forgotPerEmail, authLimits.forgotPerIp],
  };
  const [perEmail, perIp] = windows[scope];
  return { email: { key: emailKey(scope, email), window: perEmail }, ip: { key: ipKey(scope, ip), window: perIp } };
}
