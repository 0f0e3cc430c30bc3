import { describe, expect, it } from 'vitest';
import { withoutExports } from './precache-plugin';
import { openedLink, PUSH_FALLBACK, pushMessage } from './push-message.js';

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

describe('the worker as the build writes it', () => {
  it("takes push-message.js's functions as its own (no export left in a classic script)", () => {
    const source = 'export const A = 1;\nexport function f() {}\nfunction g() {}\nconst s = "export const";\n';
    expect(withoutExports(source)).toBe('const A = 1;\nfunction f() {}\nfunction g() {}\nconst s = "export const";\n');
  });
});
