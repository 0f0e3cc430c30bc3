import { describe, expect, it } from 'vitest';
import { localeOfCookieHeader, localeOfTag, negotiateLocale } from './locale.js';

describe('the language a caller reads', () => {
  it('follows Accept-Language by weight then order, French when it names none of ours', () => {
    expect(negotiateLocale(undefined)).toBe('fr');
    expect(negotiateLocale('')).toBe('fr');
    expect(negotiateLocale('en-NG,en;q=0.9')).toBe('en');
    expect(negotiateLocale('fr-SN,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(negotiateLocale('de-DE,en;q=0.5,fr;q=0.7')).toBe('fr');
    expect(negotiateLocale('ha-NG,en-GB;q=0.8')).toBe('en');
    expect(negotiateLocale('en;q=0,fr;q=0.1')).toBe('fr');
    expect(negotiateLocale('wo,yo,*')).toBe('fr');
  });

  it('reads a tag and the choice in a cookie header', () => {
    expect(localeOfTag('EN_gb')).toBe('en');
    expect(localeOfTag('es')).toBeUndefined();
    expect(localeOfCookieHeader('kora_sid=abc; kora_lang=en')).toBe('en');
    expect(localeOfCookieHeader('kora_lang=en; x=1')).toBe('en');
    expect(localeOfCookieHeader('kora_lang=de')).toBeUndefined();
    expect(localeOfCookieHeader('xkora_lang=en')).toBeUndefined();
    expect(localeOfCookieHeader(undefined)).toBeUndefined();
  });
});
