import { describe, expect, it } from 'vitest';
import { withoutExports } from './precache-plugin';
import { LOCALE_COOKIE, LOCALES } from '@kora/shared/locale';
import { browserLocale } from '../i18n/page-locale';
import { openedLink, pushFallback, pushMessage, WORKER_LOCALE_COOKIE, WORKER_TEXTS, workerLocale } from './push-message.js';

const PUSH_FALLBACK = pushFallback();

describe("a push's payload", () => {
  it('shows the title, sentence, link and tag the server sent', () => {
    const payload = JSON.stringify({ title: 'Awa est en direct', body: 'Concert à Dakar', link: '/live-viewer/42', tag: 'live-42' });
    expect(pushMessage(payload)).toEqual({ title: 'Awa est en direct', body: 'Concert à Dakar', link: '/live-viewer/42', tag: 'live-42' });
  });

  it('still shows « Kora » and a French sentence when it is not JSON, or empty', () => {
    for (const payload of ['not json', '', null, undefined, '42', 'null', '"texte"']) {
      expect(pushMessage(payload)).toEqual(PUSH_FALLBACK);
    }
    expect(PUSH_FALLBACK.title).toBe('Kora');
    expect(PUSH_FALLBACK.body).toBe('Vous avez une nouvelle notification.');
  });

  it('fills what is missing or unusable, and never opens another site', () => {
    expect(pushMessage(JSON.stringify({ body: 'Paiement reçu' }))).toEqual({ title: 'Kora', body: 'Paiement reçu', link: '/notifications', tag: undefined });
    expect(pushMessage(JSON.stringify({ title: 'Vidéo validée', link: 'https://evil.example' }))).toEqual({ title: 'Vidéo validée', body: '', link: '/notifications', tag: undefined });
    expect(pushMessage(JSON.stringify({ title: 7, body: ['x'], link: '//evil.example', tag: {} }))).toEqual(PUSH_FALLBACK);
    expect(openedLink('/\\evil.example')).toBe('/notifications');
    expect(openedLink(undefined)).toBe('/notifications');
    expect(openedLink('/subscribe')).toBe('/subscribe');
  });
});

describe("the worker's language", () => {
  it('speaks both of Kora\'s languages, the same things in each', () => {
    expect(Object.keys(WORKER_TEXTS).sort()).toEqual([...LOCALES].sort());
    const keys = Object.keys(WORKER_TEXTS.fr).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(WORKER_TEXTS[locale]).sort(), locale).toEqual(keys);
      for (const key of keys) expect(WORKER_TEXTS[locale][key as keyof typeof WORKER_TEXTS.fr].trim(), `${locale}.${key}`).not.toBe('');
    }
    for (const key of keys) expect(WORKER_TEXTS.en[key as keyof typeof WORKER_TEXTS.fr], key).not.toBe(WORKER_TEXTS.fr[key as keyof typeof WORKER_TEXTS.fr]);
  });

  it('follows the page: the device\'s choice (same cookie), else the browser\'s first language Kora speaks, else French', () => {
    expect(WORKER_LOCALE_COOKIE).toBe(LOCALE_COOKIE);
    expect(workerLocale('en', ['fr-FR'])).toBe('en');
    expect(workerLocale('fr', ['en-GB'])).toBe('fr');
    for (const languages of [['en-GB', 'fr'], ['wo-SN', 'en'], ['de', 'ha'], [], ['FR_ci'], ['pt-BR', 'fr-SN', 'en']]) {
      expect(workerLocale(undefined, languages), languages.join()).toBe(browserLocale(languages));
      expect(workerLocale('xx', languages), languages.join()).toBe(browserLocale(languages));
    }
  });

  it('says its fallback sentence in English to an English reader', () => {
    expect(pushMessage('not json', 'en')).toEqual({ title: 'Kora', body: 'You have a new notification.', link: '/notifications', tag: undefined });
  });
});

describe('the worker as the build writes it', () => {
  it("takes push-message.js's functions as its own (no export left in a classic script)", () => {
    const source = 'export const A = 1;\nexport function f() {}\nfunction g() {}\nconst s = "export const";\n';
    expect(withoutExports(source)).toBe('const A = 1;\nfunction f() {}\nfunction g() {}\nconst s = "export const";\n');
  });
});
