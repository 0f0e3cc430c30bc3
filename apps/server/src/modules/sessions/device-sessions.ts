import { type DeviceSession, deviceMessages, screenBeatWindowSeconds } from '@kora/shared';
import type { Clock } from '../../clock.js';
import { DomainError } from '../../errors.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { PlaybackScreensRepository } from '../playback/playback-screens.repository.js';
import { deviceLabel } from './device-label.js';
import { hashSessionId } from './session-store.js';
import type { SessionsRepository } from './sessions.repository.js';

/** Characters of the session's hash that name it in the API (64 bits: unique per account, opens nothing). */
const PUBLIC_ID_LENGTH = 16;
export const publicSessionId = (idHash: string) => idHash.slice(0, PUBLIC_ID_LENGTH);

interface Deps {
  sessions: Pick<SessionsRepository, 'listForUser' | 'deleteByPrefix'>;
  screens: Pick<PlaybackScreensRepository, 'lastBeats'>;
  events: Pick<DomainEvents, 'publish'>;
  /** How long a session lives after its last extension (its expiry minus this is when it was last extended). */
  ttlSeconds: number;
  clock: Clock;
}

/** The account's signed-in devices (/settings « Appareils »), and signing one of the others out. */
export function createDeviceSessions({ sessions, screens, events, ttlSeconds, clock }: Deps) {
  return {
    async list(userId: string, currentSessionId: string): Promise<DeviceSession[]> {
      const rows = await sessions.listForUser(userId);
      const beats = await screens.lastBeats(rows.map((r) => r.idHash));
      const currentHash = hashSessionId(currentSessionId);
      const playingSince = clock.now().getTime() - screenBeatWindowSeconds * 1000;
      return rows
        .map((row) => {
          const beat = beats.get(row.idHash);
          const extended = row.expiresAt.getTime() - ttlSeconds * 1000;
          const lastSeen = Math.max(row.createdAt.getTime(), extended, beat?.getTime() ?? 0);
          return {
            id: publicSessionId(row.idHash),
            device: deviceLabel(row.userAgent),
            ip: row.ip,
            createdAt: row.createdAt.toISOString(),
            lastSeenAt: new Date(lastSeen).toISOString(),
            current: row.idHash === currentHash,
            playing: beat !== undefined && beat.getTime() > playingSince,
          };
        })
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
    },

    /**
     * Ends another session of the account (its screen frees with it): told ended everywhere, as a
     * logout is. The current one is signed out with « Se déconnecter », not here.
     */
    async signOut(userId: string, publicId: string, currentSessionId: string): Promise<void> {
      const currentHash = hashSessionId(currentSessionId);
      if (publicSessionId(currentHash) === publicId) throw new DomainError('bad_request', deviceMessages.currentSession);
      const ended = await sessions.deleteByPrefix(userId, publicId, currentHash);
      if (ended.length === 0) throw new DomainError('not_found', deviceMessages.sessionNotFound);
      for (const idHash of ended) await events.publish('session.ended', { idHash });
    },

    /** Ends every other session of the account (a lent phone, a forgotten TV): how many there were. */
    async signOutOthers(userId: string, currentSessionId: string): Promise<number> {
      const ended = await sessions.deleteByPrefix(userId, '', hashSessionId(currentSessionId));
      for (const idHash of ended) await events.publish('session.ended', { idHash });
      return ended.length;
    },
  };
}
export type DeviceSessions = ReturnType<typeof createDeviceSessions>;
