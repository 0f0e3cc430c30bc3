import { z } from 'zod';
import { TIERS } from '../tiers.js';

/** Stable machine codes of every error the API answers; the `message` beside them is French. */
export const ERROR_CODES = [
  'validation_error',
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'invalid_credentials',
  'email_taken',
  'rate_limited',
  'invalid_reset_token',
  'wrong_current_password',
  'forbidden_origin',
  'tier_required',
  'watch_time_exhausted',
  'video_not_ready',
  /** Switching to this profile takes the account's PIN (leaving a kids profile, or a profile marked « PIN requis »). */
  'pin_required',
  /** A newer device of the account took this one's screen (SCREEN_LIMITS): playback stopped here. */
  'screen_taken',
  'payload_too_large',
  'upload_offset_conflict',
  /** The thing is not in a state that allows this (a live already on air, not approved, ended…). */
  'conflict',
  /** A moderator's timeout or ban, or a chat reserved to subscribers. */
  'chat_muted',
  'upload_expired',
  /** An admin suspended the account: sign-in is refused (its sessions ended when it was suspended). */
  'account_suspended',
  'service_unavailable',
  'invalid_signature',
  'amount_mismatch',
  /** A wrong, stale or reused second-factor code, or an expired sign-in challenge. */
  'invalid_two_factor_code',
  /** Payouts, roles and plans take an account with the second factor on (where the installation requires it). */
  'two_factor_required',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Body of every non-2xx answer: `{ message, code, fieldErrors? }`. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** With tier_required: the tier the video needs. */
  requiredTier: z.enum(TIERS).optional(),
  /** With rate_limited and chat_muted: when the person may try again (ISO date), if known. */
  retryAt: z.string().optional(),
}).meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The answer of actions that only confirm (logout, password changes): a French message. */
export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;
