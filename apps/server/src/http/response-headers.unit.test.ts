import { describe, expect, it } from 'vitest';
import { GO_LIVE_PAGES, isGoLivePage } from '@kora/shared';
import { documentCsp, permissionsPolicyOf } from './response-headers.js';

const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0], d] as const));

describe('documentCsp', () => {
  it('admits only our own scripts, frames and connections without a card payment provider', () => {
    const csp = documentCsp();
    expect(csp).toBe(documentCsp({ cardPayments: false }));
    expect(csp).not.toContain('stripe');
    expect(directives(csp).get('script-src')).toBe("script-src 'self'");
    expect(directives(csp).has('frame-src')).toBe(false);
    expect(directives(csp).get('frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('admits Stripe.js, its frames and its API when card payments are configured, nothing else more', () => {
    const csp = directives(documentCsp({ cardPayments: true }));
    expect(csp.get('script-src')).toBe("script-src 'self' https://js.stripe.com");
    expect(csp.get('frame-src')).toBe("frame-src 'self' https://js.stripe.com");
    expect(csp.get('connect-src')).toBe("connect-src 'self' ws: wss: https://api.stripe.com");
    const without = directives(documentCsp());
    for (const [name, value] of without) if (!['script-src', 'connect-src'].includes(name as string)) expect(csp.get(name), name).toBe(value);
  });
});

describe('permissionsPolicyOf', () => {
  it('lets the go-live pages use camera and microphone, from this origin only', () => {
    expect(GO_LIVE_PAGES).toEqual(['/stream', '/test-live']);
    for (const url of ['/stream', '/test-live', '/stream/', '/test-live?x=1', '/stream#direct']) {
      expect(isGoLivePage(url), url).toBe(true);
      expect(permissionsPolicyOf(url), url).toBe('camera=(self), microphone=(self), geolocation=()');
    }
  });

  it('forbids them everywhere else', () => {
    for (const url of ['/', '/live', '/streams', '/stream/x', '/x/stream', '/video/1?next=/stream', '/STREAM', '//stream']) {
      expect(isGoLivePage(url), url).toBe(false);
      expect(permissionsPolicyOf(url), url).toBe('camera=(), microphone=(), geolocation=()');
    }
  });
});
