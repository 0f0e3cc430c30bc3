import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './chat-reconnect';

describe('reconnectDelay', () => {
  it('doubles from 0.5 s up to 30 s, with jitter between half and all of it', () => {
    expect(reconnectDelay(0, () => 1)).toBe(500);
    expect(reconnectDelay(0, () => 0)).toBe(250);
    expect(reconnectDelay(1, () => 1)).toBe(1000);
    expect(reconnectDelay(3, () => 1)).toBe(4000);
    expect(reconnectDelay(6, () => 1)).toBe(30_000);
    expect(reconnectDelay(40, () => 0)).toBe(15_000);
  });
});
