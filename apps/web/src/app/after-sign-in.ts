import { type Profile, withNextPath } from '@kora/shared';
import { profilePickerPath } from './route-paths';

/**
 * Where a person goes once signed in: « Qui regarde ? » when the account has more than one profile to choose from
 * (the page they were going to, `next`, rides along to it), else that page or home. A profile beyond what the plan
 * allows is no choice; asked for the picker itself, it is where they go, once.
 */
export function pathAfterSignIn(profiles: readonly Pick<Profile, 'usable'>[], next: string | undefined): string {
  const choices = profiles.filter((profile) => profile.usable).length;
  if (choices <= 1 || next?.split(/[?#]/, 1)[0] === profilePickerPath) return next ?? '/';
  return withNextPath(profilePickerPath, next);
}
