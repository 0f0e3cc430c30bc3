import { paymentsTexts } from './payments-texts';

/** Whole seconds left of a `totalMs` countdown started at `startedAt` (never below 0, 10 at the start). */
export function secondsLeft(startedAt: number, now: number, totalMs: number): number {
  return Math.max(0, Math.ceil((totalMs - (now - startedAt)) / 1000));
}

/** "Retour à l'accueil dans 10 secondes", "… dans 1 seconde". */
export function countdownLabel(seconds: number): string {
  return paymentsTexts.success.countdown(seconds);
}
