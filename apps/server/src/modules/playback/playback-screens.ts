import { effectiveTier, SCREEN_LIMITS, screenBeatWindowSeconds, tooManyScreensMessage } from '@kora/shared';
import type { Clock } from '../../clock.js';
import type { UserRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { hashSessionId } from '../sessions/session-store.js';
import type { PlaybackScreensRepository } from './playback-screens.repository.js';

interface Deps {
  screens: Pick<PlaybackScreensRepository, 'claim' | 'release'>;
  /** The time beats are stamped and read at (tests move it). */
  clock: Clock;
}

/**
 * The plans' device limits (SCREEN_LIMITS by the tier the account enjoys): a session's screen is
 * taken by its playback request and kept by its progress reports (the player sends one every 10 s
 * while playing); it counts while its last beat is within {@link screenBeatWindowSeconds}, until its
 * page leaves the video (released at once, so the person may switch device without waiting). One
 * screen more is refused with 403 too_many_screens. Admins are staff, not subscribers: never limited.
 */
export function createScreenGuard({ screens, clock }: Deps) {
  return {
    /**
     * Takes (playback request) or keeps (`beat`, a progress report) this session's screen for
     * `videoId`, or throws too_many_screens.
     */
    async claim(user: UserRow, sessionId: string, videoId: string, beat = false): Promise<void> {
      if (user.accountType === 'admin') return;
      const tier = effectiveTier(user);
      const now = clock.now();
      const taken = await screens.claim({
        userId: user.id,
        sessionHash: hashSessionId(sessionId),
        videoId,
        now,
        since: new Date(now.getTime() - screenBeatWindowSeconds * 1000),
        limit: SCREEN_LIMITS[tier],
        beat,
      });
      if (!taken) throw new DomainError('too_many_screens', tooManyScreensMessage(tier));
    },

    /** The page left `videoId`: this session's screen is free for another device. */
    async release(user: UserRow, sessionId: string, videoId: string): Promise<void> {
      await screens.release(user.id, hashSessionId(sessionId), videoId, clock.now());
    },
  };
}
export type ScreenGuard = ReturnType<typeof createScreenGuard>;
