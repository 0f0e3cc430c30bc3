import { describe, expect, it } from 'vitest';
import { pathAfterSignIn } from './after-sign-in';

const usable = { usable: true };
const beyondPlan = { usable: false };

describe('pathAfterSignIn', () => {
  it('goes home, or to the page asked for, with a single profile', () => {
    expect(pathAfterSignIn([usable], undefined)).toBe('/');
    expect(pathAfterSignIn([usable], '/video/42?t=10')).toBe('/video/42?t=10');
  });
  it('asks who is watching first with several, the page asked for riding along', () => {
    expect(pathAfterSignIn([usable, usable], undefined)).toBe('/profils');
    expect(pathAfterSignIn([usable, usable], '/video/42?t=10')).toBe('/profils?next=%2Fvideo%2F42%3Ft%3D10');
  });
  it('does not send to the picker twice when the picker was the page asked for', () => {
    expect(pathAfterSignIn([usable, usable], '/profils')).toBe('/profils');
  });
  it('does not ask when the plan leaves one profile to choose', () => {
    expect(pathAfterSignIn([usable, beyondPlan], '/downloads')).toBe('/downloads');
  });
});
