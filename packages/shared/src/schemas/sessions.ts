import { z } from 'zod';

/**
 * One signed-in device of the account (/settings « Appareils »). `id` is a prefix of the SHA-256 the
 * server keeps of the session's cookie: it names the session without opening it.
 */
export const deviceSessionSchema = z.object({
  id: z.string(),
  /** 'Chrome sur Android', from the user agent. */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  /** The latest time the session was seen (signed in, extended, or a screen beat). */
  lastSeenAt: z.string(),
  /** The session of the request. */
  current: z.boolean(),
  /** A screen of this session is playing (counts against the plan's limit). */
  playing: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;
export const deviceSessionListSchema = z.array(deviceSessionSchema);

/** The public id of a session: 16 hexadecimal characters. */
export const deviceSessionParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{16}$/) });
