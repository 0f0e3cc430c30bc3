import { describe, expect, it } from 'vitest';
import { initialOf, kidsProfilesAllowed, needsPin } from './profile-rules';

const adult = { id: 'a', kind: 'standard' as const, pinRequired: false };
const locked = { id: 'l', kind: 'standard' as const, pinRequired: true };
const kids = { id: 'k', kind: 'kids' as const, pinRequired: false };

describe('needsPin', () => {
  it('asks for the PIN to leave a kids profile, whatever the target', () => {
    expect(needsPin(kids, adult)).toBe(true);
    expect(needsPin(kids, { ...kids, id: 'k2' })).toBe(true);
  });
  it('asks for it to open a locked profile, not an open one', () => {
    expect(needsPin(adult, locked)).toBe(true);
    expect(needsPin(adult, kids)).toBe(false);
  });
  it('never asks to stay on the profile watching', () => {
    expect(needsPin(kids, kids)).toBe(false);
    expect(needsPin(locked, locked)).toBe(false);
  });
});

describe('kidsProfilesAllowed', () => {
  it('is the Family plan only', () => {
    expect(kidsProfilesAllowed('family')).toBe(true);
    expect(kidsProfilesAllowed('premium')).toBe(false);
    expect(kidsProfilesAllowed('free')).toBe(false);
  });
});

describe('initialOf', () => {
  it('is the first letter in capitals, accents kept', () => {
    expect(initialOf('  élodie')).toBe('É');
    expect(initialOf('Awa')).toBe('A');
  });
});
