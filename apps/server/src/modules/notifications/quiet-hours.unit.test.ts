import { describe, expect, it } from 'vitest';
import { isTimeZone } from '@kora/shared';
import { quietUntil, startOfLocalDay } from './quiet-hours.js';

describe('quiet hours', () => {
  it('are from 22:00 to 07:00 in the person’s zone', () => {
    expect(quietUntil(new Date('2026-11-29T21:59:00Z'), 'Africa/Dakar')).toBeNull();
    expect(quietUntil(new Date('2026-11-29T22:00:00Z'), 'Africa/Dakar')).toEqual(new Date('2026-11-30T07:00:00Z'));
    expect(quietUntil(new Date('2026-11-30T03:30:00Z'), 'Africa/Dakar')).toEqual(new Date('2026-11-30T07:00:00Z'));
    expect(quietUntil(new Date('2026-11-30T07:00:00Z'), 'Africa/Dakar')).toBeNull();
  });

  it('follow the zone’s offset (Douala is UTC+1, Nairobi UTC+3)', () => {
    expect(quietUntil(new Date('2026-11-29T21:30:00Z'), 'Africa/Douala')).toEqual(new Date('2026-11-30T06:00:00Z'));
    expect(quietUntil(new Date('2026-11-29T19:00:00Z'), 'Africa/Nairobi')).toEqual(new Date('2026-11-30T04:00:00Z'));
    expect(quietUntil(new Date('2026-11-29T18:59:00Z'), 'Africa/Nairobi')).toBeNull();
  });

  it('read an unknown zone as Dakar’s', () => {
    expect(quietUntil(new Date('2026-11-29T23:00:00Z'), 'Mars/Olympus')).toEqual(new Date('2026-11-30T07:00:00Z'));
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('Africa/Abidjan')).toBe(true);
  });

  it('count the SMS day from local midnight', () => {
    expect(startOfLocalDay(new Date('2026-11-29T10:17:42Z'), 'Africa/Dakar')).toEqual(new Date('2026-11-29T00:00:00Z'));
    expect(startOfLocalDay(new Date('2026-11-29T23:30:00Z'), 'Africa/Douala')).toEqual(new Date('2026-11-29T23:00:00Z'));
  });
});
