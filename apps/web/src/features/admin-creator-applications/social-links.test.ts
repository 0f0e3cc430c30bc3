import { describe, expect, it } from 'vitest';
import { socialLinks } from './social-links';

describe('socialLinks', () => {
  it('keeps web addresses with a short text', () => {
    expect(socialLinks(['https://www.facebook.com/cuisine.mariam/', 'http://instagram.com/mariam?hl=fr'])).toEqual([
      { href: 'https://www.facebook.com/cuisine.mariam/', label: 'facebook.com/cuisine.mariam' },
      { href: 'http://instagram.com/mariam?hl=fr', label: 'instagram.com/mariam?hl=fr' },
    ]);
  });

  it('never turns another scheme or a non-address into a link', () => {
    expect(socialLinks(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'facebook.com/kora', ''])).toEqual([]);
  });
});
