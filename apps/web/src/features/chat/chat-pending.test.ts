import type { ChatMessage } from '@kora/shared';
import { describe, expect, it } from 'vitest';
import { newClientId, settleLost, type PendingSend } from './chat-pending';

const mine = (seq: number, message: string, userId = 'me'): ChatMessage => ({
  id: `m${seq}`,
  seq,
  streamId: 'live',
  userId,
  username: 'Fatou',
  role: 'viewer',
  message,
  createdAt: '2026-01-01T10:00:00.000Z',
});
const lost = (clientId: string, message: string, afterSeq = 10): PendingSend => ({ clientId, message, afterSeq, state: 'lost' });

describe('settleLost', () => {
  it('finds a lost send stored after all, and gives back the others', () => {
    const result = settleLost([lost('a', 'Bonsoir'), lost('b', 'Ça coupe ?')], [mine(11, 'Bonsoir')], 'me');
    expect(result.arrived).toEqual(['a']);
    expect(result.missing.map((p) => p.clientId)).toEqual(['b']);
  });

  it('does not count a copy by someone else, or one from before the send', () => {
    const result = settleLost([lost('a', 'Bonsoir')], [mine(9, 'Bonsoir'), mine(12, 'Bonsoir', 'other')], 'me');
    expect(result.arrived).toEqual([]);
  });

  it('lets one stored message vouch for one send only', () => {
    const result = settleLost([lost('a', 'Oui'), lost('b', 'Oui')], [mine(11, 'Oui')], 'me');
    expect(result.arrived).toEqual(['a']);
    expect(result.missing.map((p) => p.clientId)).toEqual(['b']);
  });

  it('leaves sends still waiting for their answer alone', () => {
    const result = settleLost([{ ...lost('a', 'Oui'), state: 'sending' }], [mine(11, 'Oui')], 'me');
    expect(result).toEqual({ arrived: [], missing: [] });
  });
});

describe('newClientId', () => {
  it('is never the same twice and fits the socket’s 64 characters', () => {
    const ids = new Set(Array.from({ length: 100 }, newClientId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id.length).toBeLessThanOrEqual(64);
  });
});
