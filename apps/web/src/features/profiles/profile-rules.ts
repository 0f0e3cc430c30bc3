import { KIDS_PROFILE_TIERS, type Profile, type Tier } from '@kora/shared';

/**
 * Whether opening `target` from `current` (the profile watching on this device) asks for the account's PIN, as the
 * server judges it: leaving a kids profile, or opening a profile that asks for it; staying on the same one never.
 */
export function needsPin(current: Pick<Profile, 'id' | 'kind'> | undefined, target: Pick<Profile, 'id' | 'pinRequired'>): boolean {
  if (current?.id === target.id) return false;
  return current?.kind === 'kids' || target.pinRequired;
}

/** Whether an account on `tier` may make kids profiles (the Family plan). */
export function kidsProfilesAllowed(tier: Tier): boolean {
  return KIDS_PROFILE_TIERS.includes(tier);
}

/** The letter a colour avatar shows: the name's first letter, in capitals (a name is never empty). */
export function initialOf(name: string): string {
  return [...name.trim()][0]?.toLocaleUpperCase('fr-FR') ?? '?';
}
