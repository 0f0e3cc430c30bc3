import { describe, expect, it } from 'vitest';
import { cleanDraft, draftCounter, messageOf, secondsUntil } from './chat-composer-rules';

describe('the draft', () => {
  it('stays on one line and stops at 500 characters', () => {
    expect(cleanDraft('Salut\nà tous\r\nde Lomé\t!')).toBe('Salut à tous de Lomé !');
    expect(cleanDraft('a'.repeat(600))).toHaveLength(500);
  });

  it('shows the counter only past 450 characters', () => {
    expect(draftCounter('a'.repeat(450))).toBeNull();
    expect(draftCounter('a'.repeat(451))).toBe('451/500');
    expect(draftCounter('a'.repeat(500))).toBe('500/500');
  });

  it('sends the trimmed text and refuses an empty one', () => {
    expect(messageOf('  Bonsoir  ')).toBe('Bonsoir');
    expect(messageOf('   ')).toBeNull();
    expect(messageOf('')).toBeNull();
  });
});

describe('secondsUntil', () => {
  const now = Date.parse('2026-01-01T10:00:00.000Z');
  it('counts whole seconds up, never below 0', () => {
    expect(secondsUntil('2026-01-01T10:00:09.200Z', now)).toBe(10);
    expect(secondsUntil('2026-01-01T09:59:00.000Z', now)).toBe(0);
  });
  it('has no end for a restriction without one', () => {
    expect(secondsUntil(null, now)).toBeNull();
    expect(secondsUntil('pas une date', now)).toBeNull();
  });
});
