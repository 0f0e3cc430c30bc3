import { z } from 'zod';
import { AGE_RATINGS, ageRatingMessages } from '../age-ratings.js';

/** A rating a form must give: no default a creator could skip without seeing it. */
export const ageRatingSchema = z.enum(AGE_RATINGS, { error: ageRatingMessages.required });
