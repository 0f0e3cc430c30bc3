import { z } from 'zod';
import { KIDS_MAX_AGE_RATINGS } from '../age-ratings.js';
import { PROFILE_AVATARS, PROFILE_KINDS, profileLimits, profileMessages } from '../profiles.js';
import { plainText } from './text.js';
import { userSchema } from './user.js';
import { schemaMessages } from './schema-messages.js';

/** A profile as the account's picker and /settings show it. */
export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.enum(PROFILE_AVATARS),
  kind: z.enum(PROFILE_KINDS),
  /** A kids profile's highest rating; null for a standard profile. */
  maxAgeRating: z.enum(KIDS_MAX_AGE_RATINGS).nullable(),
  /** Opening it asks the account's PIN. */
  pinRequired: z.boolean(),
  /** False when the account's plan allows fewer profiles than it has (after a downgrade): the first ones stay usable. */
  usable: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/profiles: the account's profiles (oldest first), the active one, what the plan allows, whether a PIN is set. */
export const profileListSchema = z.object({
  profiles: z.array(profileSchema),
  activeId: z.string(),
  limit: z.number().int(),
  pinSet: z.boolean(),
});
export type ProfileList = z.infer<typeof profileListSchema>;

/** The active profile, on GET /api/auth/user. */
export const activeProfileSchema = profileSchema.pick({ id: true, name: true, avatar: true, kind: true, maxAgeRating: true });
export type ActiveProfile = z.infer<typeof activeProfileSchema>;

/** GET /api/auth/user: the signed-in account and the profile watching on this device. */
export const authUserSchema = userSchema.extend({ profile: activeProfileSchema });
export type AuthUser = z.infer<typeof authUserSchema>;

const name = plainText({ error: profileMessages.nameRequired }).trim().min(1, { error: profileMessages.nameRequired }).max(profileLimits.nameMax, { error: profileMessages.nameTooLong });
const avatar = z.enum(PROFILE_AVATARS, { error: profileMessages.avatarInvalid });
const kidsMax = z.enum(KIDS_MAX_AGE_RATINGS, { error: profileMessages.kidsMaxRequired });

/** POST /api/profiles: a kids profile says what it may see. */
export const profileCreateBodySchema = z
  .object({
    name,
    avatar,
    kind: z.enum(PROFILE_KINDS).default('standard'),
    maxAgeRating: kidsMax.optional(),
    pinRequired: z.boolean().default(false),
  })
  .refine((body) => body.kind !== 'kids' || body.maxAgeRating !== undefined, { error: profileMessages.kidsMaxRequired, path: ['maxAgeRating'] });
export type ProfileCreateBody = z.input<typeof profileCreateBodySchema>;

/** PATCH /api/profiles/{id}: any of the fields. */
export const profileEditBodySchema = z.object({
  name: name.optional(),
  avatar: avatar.optional(),
  kind: z.enum(PROFILE_KINDS).optional(),
  maxAgeRating: kidsMax.optional(),
  pinRequired: z.boolean().optional(),
});
export type ProfileEditBody = z.input<typeof profileEditBodySchema>;

const pin = z.string({ error: profileMessages.pinInvalid }).regex(/^\d{4}$/, { error: profileMessages.pinInvalid });

/** POST /api/profiles/{id}/select: the PIN when the switch needs it. */
export const profileSelectBodySchema = z.object({ pin: pin.optional() });
export type ProfileSelectBody = z.input<typeof profileSelectBodySchema>;

/** PUT /api/profiles/pin: the account's password confirms who sets the PIN. */
export const profilePinBodySchema = z.object({ password: z.string({ error: schemaMessages.motPasseRequis }).min(1, { error: schemaMessages.motPasseRequis }).max(200), pin });
export type ProfilePinBody = z.input<typeof profilePinBodySchema>;
