import type { ChatHistory, ChatMessage } from '@kora/shared';

/** How many messages a page keeps in memory (the oldest go first). */
export const MAX_MESSAGES = 200;
/** How many hidden ids a page remembers (enough to outlast any late copy of a hidden message). */
const MAX_HIDDEN = 500;

/**
 * What a page holds of a live's chat. Public events (a message, a message hidden) are numbered
 * 1, 2, 3… by the server without gaps; `cursor` is the highest seq up to which every event is held,
 * `ahead` the seqs received above it (waiting for the missing ones below). After a disconnection the
 * page asks GET …/chat?after=<cursor>: exactly what it missed.
 */
export interface ChatTimeline {
  /** Visible messages, oldest first (by seq). */
  messages: ChatMessage[];
  /** Null until the history has been read once. */
  cursor: number | null;
  /** Seqs above the cursor already received, ascending. */
  ahead: number[];
  /** Ids a moderator hid: a late copy of one of them never shows again. */
  hidden: string[];
}

export const emptyTimeline: ChatTimeline = { messages: [], cursor: null, ahead: [], hidden: [] };

/** True when an event is missing below one already received (the page resyncs if it lasts). */
export function hasGap(timeline: ChatTimeline): boolean {
  return timeline.cursor !== null && timeline.ahead.length > 0;
}

/** The cursor moved over every contiguous seq of `ahead`; older entries dropped. */
function advance(cursor: number | null, ahead: readonly number[]): Pick<ChatTimeline, 'cursor' | 'ahead'> {
  if (cursor === null) return { cursor, ahead: [...ahead] };
  let next = cursor;
  const rest: number[] = [];
  for (const seq of ahead) {
    if (seq === next + 1) next = seq;
    else if (seq > next) rest.push(seq);
  }
  return { cursor: next, ahead: rest };
}

function withSeq(timeline: ChatTimeline, seq: number): Pick<ChatTimeline, 'cursor' | 'ahead'> {
  if (timeline.cursor !== null && seq <= timeline.cursor) return { cursor: timeline.cursor, ahead: timeline.ahead };
  if (timeline.ahead.includes(seq)) return { cursor: timeline.cursor, ahead: timeline.ahead };
  return advance(timeline.cursor, [...timeline.ahead, seq].sort((a, b) => a - b));
}

/** Messages merged by id (a later copy wins), hidden ones left out, sorted by seq, the newest MAX_MESSAGES kept. */
function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[], hidden: readonly string[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of [...current, ...incoming]) byId.set(message.id, message);
  for (const id of hidden) byId.delete(id);
  return [...byId.values()].sort((a, b) => a.seq - b.seq).slice(-MAX_MESSAGES);
}

function rememberHidden(hidden: readonly string[], ids: readonly string[]): string[] {
  const fresh = ids.filter((id) => !hidden.includes(id));
  return fresh.length === 0 ? [...hidden] : [...hidden, ...fresh].slice(-MAX_HIDDEN);
}

/** A message pushed by the socket, acknowledged, or answered by POST: shown once, counted once. */
export function receiveMessage(timeline: ChatTimeline, message: ChatMessage): ChatTimeline {
  return { ...timeline, ...withSeq(timeline, message.seq), messages: mergeMessages(timeline.messages, [message], timeline.hidden) };
}

/** A moderator hid a message: it goes at once, and stays gone. */
export function receiveHidden(timeline: ChatTimeline, event: { id: string; seq: number }): ChatTimeline {
  const hidden = rememberHidden(timeline.hidden, [event.id]);
  return { ...withSeq(timeline, event.seq), hidden, messages: timeline.messages.filter((m) => m.id !== event.id) };
}

/**
 * A GET of the history merged in. `latest` (the last messages, on opening or after a truncated
 * resync) replaces everything up to its lastSeq; `after` (a resync) adds what was missed and drops
 * what was hidden meanwhile. Events received above lastSeq are kept either way.
 */
export function applyHistory(timeline: ChatTimeline, history: Pick<ChatHistory, 'messages' | 'hiddenIds' | 'lastSeq'>, mode: 'latest' | 'after'): ChatTimeline {
  const hidden = rememberHidden(timeline.hidden, history.hiddenIds);
  const kept = mode === 'latest' ? timeline.messages.filter((m) => m.seq > history.lastSeq) : timeline.messages;
  const cursor = timeline.cursor === null ? history.lastSeq : Math.max(timeline.cursor, history.lastSeq);
  return { ...advance(cursor, timeline.ahead), hidden, messages: mergeMessages(kept, history.messages, hidden) };
}
