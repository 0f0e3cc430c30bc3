import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { PubSub, Unsubscribe } from './pubsub.js';

/**
 * Who is on each live's page, across every instance. Each instance counts the people connected
 * to it (the chat socket of the live's page) and tells the others on the pub/sub: at once (within
 * `debounceMs`) when a count changes, and every `heartbeatMs` anyway. A live's audience is the sum
 * of the fresh reports; the report of an instance that died is dropped after `staleMs`.
 *
 * One person counts once per instance (two tabs are one viewer); a signed-out socket would count
 * by itself, but lives require a session.
 */
export interface Audience {
  /** Counts `personKey` on the live's page until the returned function is called. */
  enter(liveId: string, personKey: string): () => void;
  /**
   * Counts `personKey` as watching for `playerTtlMs` from now, again at each call: a player fetching the live (its
   * playback, its playlists) counts from its first request, chat socket or not, and stops counting once it stops.
   */
  seen(liveId: string, personKey: string): void;
  /** The live's audience over all instances, as last reported. */
  count(liveId: string): number;
  /** The people on each live's page connected to this instance (a sum over instances is the audience). */
  localCounts(): Record<string, number>;
  /** Runs `handler` whenever a live's audience changes; returns how to stop. */
  onChange(handler: (liveId: string, count: number) => void): () => void;
  stop(): Promise<void>;
}

const CHANNEL = 'kora:audience';
const reportSchema = z.object({ instance: z.string(), counts: z.record(z.string(), z.number().int().min(0)) });

export interface AudienceOptions {
  heartbeatMs?: number;
  debounceMs?: number;
  staleMs?: number;
  /** How long a player's last fetch keeps it counted. */
  playerTtlMs?: number;
  onError?: (err: unknown) => void;
}

export async function createAudience(pubsub: PubSub, { heartbeatMs = 5000, debounceMs = 250, staleMs = 16_000, playerTtlMs = 30_000, onError = () => undefined }: AudienceOptions = {}): Promise<Audience> {
  const instance = randomUUID();
  /** liveId → personKey → how many connections of that person here. */
  const local = new Map<string, Map<string, number>>();
  /** instance → its last report and when it came. */
  const reports = new Map<string, { counts: Record<string, number>; at: number }>();
  const totals = new Map<string, number>();
  const handlers = new Set<(liveId: string, count: number) => void>();
  let pending: NodeJS.Timeout | undefined;
  /** `${liveId} ${personKey}` → how that player stops counting, and when. */
  const players = new Map<string, { leave: () => void; timer: NodeJS.Timeout }>();
  let stopped = false;

  function recompute(): void {
    const now = Date.now();
    const next = new Map<string, number>();
    for (const [id, report] of reports) {
      if (id !== instance && now - report.at > staleMs) {
        reports.delete(id);
        continue;
      }
      for (const [liveId, n] of Object.entries(report.counts)) next.set(liveId, (next.get(liveId) ?? 0) + n);
    }
    for (const liveId of new Set([...totals.keys(), ...next.keys()])) {
      const before = totals.get(liveId) ?? 0;
      const after = next.get(liveId) ?? 0;
      if (after === 0) totals.delete(liveId);
      else totals.set(liveId, after);
      if (before !== after) for (const handler of handlers) handler(liveId, after);
    }
  }

  function localCounts(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const [liveId, people] of local) counts[liveId] = people.size;
    return counts;
  }

  function report(): void {
    if (stopped) return;
    const counts = localCounts();
    // Our own report counts at once, even before the bus brings it back.
    reports.set(instance, { counts, at: Date.now() });
    recompute();
    pubsub.publish(CHANNEL, JSON.stringify({ instance, counts })).catch(onError);
  }

  function scheduleReport(): void {
    // Our own count is right at once (a page joining sees itself counted); the others hear of it shortly.
    reports.set(instance, { counts: localCounts(), at: Date.now() });
    recompute();
    if (pending || stopped) return;
    pending = setTimeout(() => {
      pending = undefined;
      report();
    }, debounceMs);
    pending.unref();
  }

  const unsubscribe: Unsubscribe = await pubsub.subscribe(CHANNEL, (message) => {
    try {
      const parsed = reportSchema.parse(JSON.parse(message));
      if (parsed.instance === instance) return;
      reports.set(parsed.instance, { counts: parsed.counts, at: Date.now() });
      recompute();
    } catch (err) {
      onError(err);
    }
  });
  const heartbeat = setInterval(report, heartbeatMs);
  heartbeat.unref();
  report();

  const audience: Audience = {
    seen(liveId, personKey) {
      if (stopped) return;
      const key = `${liveId} ${personKey}`;
      const known = players.get(key);
      if (known) return void known.timer.refresh();
      const leave = audience.enter(liveId, personKey);
      const timer = setTimeout(() => {
        players.delete(key);
        leave();
      }, playerTtlMs);
      timer.unref();
      players.set(key, { leave, timer });
    },
    enter(liveId, personKey) {
      let people = local.get(liveId);
      if (!people) local.set(liveId, (people = new Map()));
      people.set(personKey, (people.get(personKey) ?? 0) + 1);
      if (people.get(personKey) === 1) scheduleReport();
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const current = local.get(liveId);
        const n = current?.get(personKey) ?? 0;
        if (!current || n <= 1) {
          current?.delete(personKey);
          if (current?.size === 0) local.delete(liveId);
          scheduleReport();
        } else current.set(personKey, n - 1);
      };
    },
    count: (liveId) => totals.get(liveId) ?? 0,
    localCounts: () => localCounts(),
    onChange(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async stop() {
      if (stopped) return;
      // Tell the others we are gone, so our viewers stop counting at once rather than after staleMs.
      for (const { timer } of players.values()) clearTimeout(timer);
      players.clear();
      local.clear();
      report();
      stopped = true;
      clearInterval(heartbeat);
      clearTimeout(pending);
      handlers.clear();
      await unsubscribe();
    },
  };
  return audience;
}
