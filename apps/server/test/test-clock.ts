import type { Clock } from '../src/clock.js';

/** A clock a test moves forward by hand; it starts at the real time. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  /** Back to the real time. */
  reset(): void;
}

export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
    reset() {
      offset = 0;
    },
  };
}
