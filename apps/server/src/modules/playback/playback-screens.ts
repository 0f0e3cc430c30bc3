import { effectiveTier, SCREEN_LIMITS, screenBeatWindowSeconds, screenTakenMessage } from '@kora/shared';
import type { Clock } from '../../clock.js';
import type { UserRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { deviceLabel } from '../sessions/device-label.js';
import { hashSessionId } from '../sessions/session-store.js';
import type { PlaybackScreensRepository, ScreenClaimResult } from './playback-screens.repository.js';

interface Deps {
  screens: Pick<PlaybackScreensRepository, 'claim' | 'release' | 'taken'>;
  /** The time beats are stamped and read at (tests move it). */
  clock: Clock;
}

/**
 * The plans' device limits (SCREEN_LIMITS by the tier the account enjoys), as people expect them of a streaming
 * service. A screen is taken when playback really starts on a device (the player's first report, sent as the
 * first frames play: asking for playback and never playing takes nothing) and kept by its reports (one every
 * 10 s while playing); it counts while its last beat is within {@link screenBeatWindowSeconds}, until its page
 * leaves the video (released at once by a beacon). When one more device starts than the plan allows, the newest
 * plays and the one that started first gives way: its next report is answered 409 screen_taken, saying where
 * Kora plays now, and its player stops; « Regarder ici » takes the screen back. Admins are staff: never limited.
 */
export function createScreenGuard({ screens, clock }: Deps) {
  const refusal = (user: UserRow, result: ScreenClaimResult) =>
    result.kept ? undefined : new DomainError('screen_taken', screenTakenMessage(effectiveTier(user), result.takenBy ? deviceLabel(result.takenBy.userAgent) : null));
  return {
    /**
     * Refuses new media to a device whose screen a newer one took, until it takes the screen back (a start
     * report: « Regarder ici »); asking for playback takes no screen, but a device told to stop gets no fresh URLs.
     */
    async assertNotTaken(user: UserRow, sessionId: string): Promise<void> {
      if (user.accountType === 'admin') return;
      const taken = await screens.taken(user.id, hashSessionId(sessionId), new Date(clock.now().getTime() - screenBeatWindowSeconds * 1000));
      const refused = taken && refusal(user, taken);
      if (refused) throw refused;
    },

    /** Takes (`start`: playback began here) or keeps (a progress report) this session's screen for `videoId`. */
    async claim(user: UserRow, sessionId: string, videoId: string, start: boolean): Promise<void> {
      if (user.accountType === 'admin') return;
      const tier = effectiveTier(user);
      const now = clock.now();
      const result = await screens.claim({
        userId: user.id,
        sessionHash: hashSessionId(sessionId),
        videoId,
        now,
        since: new Date(now.getTime() - screenBeatWindowSeconds * 1000),
        limit: SCREEN_LIMITS[tier],
        start,
      });
      const refused = refusal(user, result);
      if (refused) throw refused;
    },

    /** The page left `videoId`: this session's screen is free for another device. */
    async release(user: UserRow, sessionId: string, videoId: string): Promise<void> {
      await screens.release(user.id, hashSessionId(sessionId), videoId, clock.now());
    },
  };
}
export type ScreenGuard = ReturnType<typeof createScreenGuard>;
