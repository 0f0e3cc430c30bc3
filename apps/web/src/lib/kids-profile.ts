import type { ActiveProfile } from '@kora/shared';

/**
 * Whether a kids profile is watching (the session's active profile, on the signed-in user): the screens then offer
 * nothing the server refuses it (paying, creating, the admin area, writing in a chat, the account's settings).
 */
export function isKidsProfile(user: { profile: Pick<ActiveProfile, 'kind'> } | null | undefined): boolean {
  return user?.profile.kind === 'kids';
}
