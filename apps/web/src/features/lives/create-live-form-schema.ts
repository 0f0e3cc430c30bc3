import { createLiveBodySchema } from '@kora/shared';
import { z } from 'zod';
import { livesTexts } from './lives-texts';

/**
 * The creation form of /live: the contract's fields, with the date as the browser's
 * datetime-local text (empty: not scheduled), sent as an ISO date in the future. Its messages are read as a check
 * fails (in the page's language), not when the schema is made.
 */
export const createLiveFormSchema = createLiveBodySchema.pick({ title: true, description: true, category: true, requiredTier: true, ageRating: true }).extend({
  scheduledAt: z
    .string()
    .refine((value) => value === '' || Number.isFinite(new Date(value).getTime()), { error: () => livesTexts.scheduledAtInvalid })
    .refine((value) => value === '' || new Date(value).getTime() > Date.now(), { error: () => livesTexts.scheduledAtPast })
    .transform((value) => (value === '' ? null : new Date(value).toISOString())),
});
