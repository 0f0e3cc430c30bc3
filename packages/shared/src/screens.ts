import type { Tier } from './tiers.js';
import { defineMessages } from './i18n/catalogue.js';

/**
 * The plans' device limits (viewer.md §9: basic 1 device, premium 4, family 6): how many screens of one
 * account may play at once. Free: 1 — the free offer is one person's trial, metered by the monthly
 * allowance; a second screen would let several people share one free account's minutes at once.
 * Zod-free, so a page may show the figures without loading the contract's schemas.
 */
export const SCREEN_LIMITS: Record<Tier, number> = { free: 1, basic: 1, premium: 4, family: 6 };

/** A screen counts as playing while its last beat (the player's progress report) is this recent. */
export const screenBeatWindowSeconds = 90;

/** The name of each offer inside a sentence ('votre offre Basic', 'votre offre gratuite'). */
/** What the device whose screen a newer one took is told, and the offers' names in it. */
export const screenMessages = defineMessages('screenMessages', {
  offerNames: { free: 'gratuite', basic: 'Basic', premium: 'Premium', family: 'Famille' } satisfies Record<Tier, string>,
  taken: (offer: string, limit: number, device: string | null) =>
    `Kora est maintenant en lecture ${device ? `sur un autre appareil (${device})` : 'sur un autre appareil'} : votre offre ${offer} permet ${limit} écran${limit > 1 ? 's' : ''} à la fois. « Regarder ici » reprend la lecture sur cet appareil.`,
});

/**
 * Told to the device whose screen a newer one took (409 screen_taken): where Kora plays now (the device's name
 * as « Appareils » shows it), why, and how to take it back.
 */
export function screenTakenMessage(tier: Tier, device: string | null): string {
  return screenMessages.taken(screenMessages.offerNames[tier], SCREEN_LIMITS[tier], device);
}

/** Texts of the « Appareils » block of /settings. */
export const deviceMessages = defineMessages('deviceMessages', {
  title: 'Appareils',
  description: 'Les appareils connectés à votre compte. Déconnectez ceux que vous ne reconnaissez pas ou qui occupent un écran.',
  thisDevice: 'Cet appareil',
  signOut: 'Déconnecter',
  playing: 'En lecture',
  signedOut: 'Appareil déconnecté',
  signOutOthers: 'Déconnecter les autres appareils',
  signedOutOthers: (count: number) => (count === 0 ? 'Aucun autre appareil n’était connecté.' : count === 1 ? 'Un appareil déconnecté' : `${count} appareils déconnectés`),
  currentSession: 'Pour cet appareil, utilisez « Se déconnecter ».',
  sessionNotFound: 'Cette session n’existe plus.',
  empty: 'Aucun autre appareil connecté.',
} as const);
