import { describe, expect, it } from 'vitest';
import type { ChatServerEvent } from '@kora/shared';
import { inLocale } from '../../i18n/locale-context.js';
import { restrictionOf } from './chat.service.js';
import { inPageWords } from './chat-socket.js';

/** A frame as the hub writes it for every socket. */
const frameOf = (event: ChatServerEvent) => Buffer.from(JSON.stringify(event));
const until = new Date(Date.now() + 10 * 60_000);

describe("a chat frame, in the page's language", () => {
  it('words a timeout set from an English page in French for a French page, and the reverse, with the same end', () => {
    const fromEnglish = frameOf({ type: 'restriction', data: inLocale('en', () => restrictionOf({ kind: 'timeout', until })) });
    const read = (locale: 'fr' | 'en') => JSON.parse(String(inPageWords(fromEnglish, locale))) as Extract<ChatServerEvent, { type: 'restriction' }>;
    expect(read('fr').data).toEqual({ kind: 'timeout', until: until.toISOString(), message: inLocale('fr', () => restrictionOf({ kind: 'timeout', until }).message) });
    expect(read('fr').data?.message).toMatch(/^Un modérateur vous a exclu du chat/);
    expect(read('fr').data?.message).not.toBe(read('en').data?.message);
    expect(read('en').data?.message).toBe(inLocale('en', () => restrictionOf({ kind: 'timeout', until }).message));
    const ban = frameOf({ type: 'restriction', data: inLocale('fr', () => restrictionOf({ kind: 'ban', until: null })) });
    expect(JSON.parse(String(inPageWords(ban, 'en'))).data.message).toBe(inLocale('en', () => restrictionOf({ kind: 'ban', until: null }).message));
  });

  it('sends every other frame as it came, the same bytes', () => {
    const lifted = frameOf({ type: 'restriction', data: null });
    expect(inPageWords(lifted, 'en')).toBe(lifted);
    const count = frameOf({ type: 'viewer_count', data: { streamId: 'x', viewerCount: 3 } });
    expect(inPageWords(count, 'en')).toBe(count);
  });
});
