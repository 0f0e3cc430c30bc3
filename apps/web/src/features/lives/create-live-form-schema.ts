import { createLiveBodySchema } from '@kora/shared';
import { z } from 'zod';

/**
 * The creation form of /live: the contract's fields, with the date as the browser's
 * datetime-local text (empty: not scheduled), sent as an ISO date in the future.
 */
export const createLiveFormSchema = createLiveBodySchema.pick({ title: true, description: true, category: true, requiredTier: true, ageRating: true }).extend({
  scheduledAt: z
    .string()
    .refine((value) => value === '' || Number.isFinite(new Date(value).getTime()), { error: 'Date de programmation invalide' })
    .refine((value) => value === '' || new Date(value).getTime() > Date.now(), { error: 'Choisissez une date à venir' })
    .transform((value) => (value === '' ? null : new Date(value).toISOString())),
});
