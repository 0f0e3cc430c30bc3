/**
 * The time as the application reads it for rights (a pass's end, a period's end, the grace after a
 * failed renewal). Production uses the system clock; tests give one they move forward, so an expiry
 * is tested without waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
