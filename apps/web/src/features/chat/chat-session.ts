import { liveMessages, type ChatMe, type ChatRestriction, type ChatServerEvent, type ChatServerEventOf, type ChatSettings, type ChatSocketError } from '@kora/shared';
import { ApiError } from '../../lib/api-client';
import { redirectToLogin } from '../../lib/login-redirect';
import { isUnauthorizedError } from '../../lib/query-client';
import { getChatHistory } from './api/get-chat-history';
import { postChatMessage } from './api/post-chat-message';
import { cleanDraft, messageOf } from './chat-composer-rules';
import { newClientId, settleLost, type PendingSend } from './chat-pending';
import { openChatSocket, type ChatConnection, type ChatSocket } from './chat-socket';
import { chatTexts } from './chat-texts';
import { applyHistory, emptyTimeline, hasGap, receiveHidden, receiveMessage, type ChatTimeline } from './chat-timeline';

/** Why the person may not write now (a sanction, flood, slow mode…), in the server's French, and until when. */
export interface ChatNotice {
  message: string;
  /** ISO date the person may write again; null: until something changes. */
  until: string | null;
  /** Sending waits until the notice goes (a timeout, a ban, flood, slow mode); otherwise the next send clears it. */
  blocking: boolean;
  /** A subscribers-only refusal goes when the mode is turned off. */
  subscribersOnly?: boolean;
}

export interface ChatSnapshot {
  status: ChatConnection;
  /** The input's text: kept here so a send that did not go comes back into it. */
  draft: string;
  timeline: ChatTimeline;
  pending: PendingSend[];
  settings: ChatSettings | null;
  me: ChatMe | null;
  notice: ChatNotice | null;
  /** People on this live's page now, as the socket counts them. */
  viewerCount: number | null;
}

export interface ChatSession {
  /** Connects and reads the history; returns what disconnects (the page's effect). */
  open(): () => void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ChatSnapshot;
  setDraft(value: string): void;
  /** Sends the draft (over the socket when joined, else over HTTP) and empties the input. */
  send(): void;
  /** A failed send: sent again, or dropped. */
  resend(clientId: string): void;
  discard(clientId: string): void;
  retryNow(): void;
  clearNotice(): void;
}

/** A sent message with no answer for this long means the connection is dead: it is dropped and made again. */
const ACK_TIMEOUT_MS = 10_000;
/** A missing event this long after a later one arrived is fetched. */
const GAP_WAIT_MS = 2_000;
const SYNC_RETRY_MS = 5_000;
/** Errors that refuse the join itself (the socket then stays closed). */
const JOIN_REFUSALS: readonly ChatSocketError[] = ['unauthorized', 'forbidden', 'tier_required', 'not_found'];
/** Refusals that last: a sanction, a chat for subscribers, a live that is over (409 conflict). */
const BLOCKING_CODES: readonly string[] = ['chat_muted', 'tier_required', 'forbidden', 'conflict'];

function noticeOfRestriction(restriction: ChatRestriction): ChatNotice {
  return { message: restriction.message, until: restriction.until, blocking: true, subscribersOnly: restriction.kind === 'subscribers_only' };
}

function noticeOfRefusal(code: string, message: string, retryAt: string | undefined): ChatNotice {
  return { message, until: retryAt ?? null, blocking: retryAt !== undefined || BLOCKING_CODES.includes(code), subscribersOnly: code === 'tier_required' };
}

/**
 * One page's chat of one live: the socket, the history merged with what it pushes (by seq: no gap,
 * nothing twice), my messages on their way, and why I may not write. Outside React so the socket's
 * handlers always see the current state; the page reads it through {@link ChatSession.subscribe}.
 */
export function createChatSession(streamId: string, userId: string): ChatSession {
  let snapshot: ChatSnapshot = { status: 'connecting', draft: '', timeline: emptyTimeline, pending: [], settings: null, me: null, notice: null, viewerCount: null };
  const listeners = new Set<() => void>();
  let aborter = new AbortController();
  let socket: ChatSocket | null = null;
  const viaSocket = new Set<string>();
  const ackTimers = new Map<string, number>();
  let syncing = false;
  let syncAgain = false;
  let gapTimer: number | undefined;
  let retryTimer: number | undefined;

  const set = (change: Partial<ChatSnapshot>) => {
    snapshot = { ...snapshot, ...change };
    for (const listener of listeners) listener();
  };
  const setTimeline = (timeline: ChatTimeline) => {
    set({ timeline });
    if (hasGap(timeline) && gapTimer === undefined) {
      gapTimer = window.setTimeout(() => {
        gapTimer = undefined;
        if (hasGap(snapshot.timeline)) void sync();
      }, GAP_WAIT_MS);
    }
  };
  const setPending = (change: (pending: PendingSend[]) => PendingSend[]) => set({ pending: change(snapshot.pending) });
  const forget = (clientId: string) => {
    viaSocket.delete(clientId);
    window.clearTimeout(ackTimers.get(clientId));
    ackTimers.delete(clientId);
    setPending((pending) => pending.filter((p) => p.clientId !== clientId));
  };
  /** A send that did not go: its text back into the input if empty, else kept in the list as failed (no tap is lost). */
  const unsent = (send: PendingSend) => {
    forget(send.clientId);
    if (!snapshot.draft.trim()) set({ draft: send.message });
    else setPending((pending) => [...pending, { ...send, state: 'failed' }]);
  };

  /** Lost sends (their socket closed) are settled once the chat is complete again. */
  const settle = () => {
    const { arrived, missing } = settleLost(snapshot.pending, snapshot.timeline.messages, userId);
    for (const clientId of arrived) forget(clientId);
    for (const send of missing) unsent(send);
  };

  /** One read of what is missing: the latest messages at first (or after a truncated resync), then after the cursor. */
  async function readMissing(signal: AbortSignal) {
    const cursor = snapshot.timeline.cursor;
    let history = await getChatHistory(streamId, cursor, signal);
    let mode: 'latest' | 'after' = cursor === null ? 'latest' : 'after';
    if (history.truncated) {
      history = await getChatHistory(streamId, null, signal);
      mode = 'latest';
    }
    setTimeline(applyHistory(snapshot.timeline, history, mode));
    set({ settings: history.settings, me: history.me });
    if (history.me.restriction && !snapshot.notice) set({ notice: noticeOfRestriction(history.me.restriction) });
  }

  /** Reads what is missing, one read at a time; a reason to read during a read makes one more after it. */
  async function sync(): Promise<void> {
    if (syncing) {
      syncAgain = true;
      return;
    }
    syncing = true;
    syncAgain = false;
    window.clearTimeout(retryTimer);
    const signal = aborter.signal;
    try {
      await readMissing(signal);
    } catch (error) {
      if (!signal.aborted) {
        // live-creators-admin.md §8: a failed chat load is only logged; the read is tried again while connected.
        console.warn('Chat : lecture de l’historique impossible', error);
        retryTimer = window.setTimeout(() => {
          if (snapshot.status === 'connected') void sync();
        }, SYNC_RETRY_MS);
      }
    } finally {
      syncing = false;
    }
    if (syncAgain) return sync();
    if (snapshot.status === 'connected') settle();
  }

  const onJoined = ({ data }: ChatServerEventOf<'joined'>) => {
    const notice = data.me.restriction
      ? noticeOfRestriction(data.me.restriction)
      : snapshot.notice?.blocking && snapshot.notice.until === null
        ? null
        : snapshot.notice;
    set({ settings: data.settings, me: data.me, viewerCount: data.viewerCount, notice });
    const cursor = snapshot.timeline.cursor;
    if (cursor === null || data.lastSeq > cursor || syncing) void sync();
    else settle();
  };

  const onError = ({ data }: ChatServerEventOf<'error'>) => {
    const send = data.clientId ? snapshot.pending.find((p) => p.clientId === data.clientId) : undefined;
    if (send) {
      set({ notice: noticeOfRefusal(data.code, data.message, data.retryAt) });
      unsent(send);
    } else if (JOIN_REFUSALS.includes(data.code)) {
      set({ notice: noticeOfRefusal(data.code, data.message, undefined) });
      socket?.close();
    } else console.warn('Chat :', data.code, data.message);
  };

  const onEvent = (event: ChatServerEvent) => {
    switch (event.type) {
      case 'joined':
        return onJoined(event);
      case 'chat_message':
        return setTimeline(receiveMessage(snapshot.timeline, event.data));
      case 'message_hidden':
        return setTimeline(receiveHidden(snapshot.timeline, event.data));
      case 'chat_ack':
        forget(event.data.clientId);
        return setTimeline(receiveMessage(snapshot.timeline, event.data.message));
      case 'chat_settings': {
        const lifted = snapshot.notice?.subscribersOnly && !event.data.subscribersOnly;
        return set({ settings: event.data, ...(lifted ? { notice: null } : {}) });
      }
      case 'viewer_count':
        return set({ viewerCount: event.data.viewerCount });
      case 'restriction':
        return set({ notice: event.data ? noticeOfRestriction(event.data) : null, me: snapshot.me && { ...snapshot.me, restriction: event.data } });
      case 'error':
        return onError(event);
    }
  };

  /** The socket closed: what was sent on it will never be answered (the resync tells whether it was stored). */
  const onDown = () => {
    for (const timer of ackTimers.values()) window.clearTimeout(timer);
    ackTimers.clear();
    setPending((pending) => pending.map((p) => (p.state === 'sending' && viaSocket.has(p.clientId) ? { ...p, state: 'lost' } : p)));
  };

  function post(send: PendingSend) {
    postChatMessage(streamId, send.message).then(
      (message) => {
        forget(send.clientId);
        setTimeline(receiveMessage(snapshot.timeline, message));
      },
      (error: unknown) => {
        if (isUnauthorizedError(error)) redirectToLogin({ title: liveMessages.sessionExpired, description: chatTexts.reconnecting });
        else if (error instanceof ApiError && error.status < 500 && error.body) set({ notice: noticeOfRefusal(error.body.code, error.body.message, error.body.retryAt) });
        // live-creators-admin.md §8: a failed send is only logged; its text goes back into the input.
        else console.warn('Chat : envoi impossible', error);
        unsent(send);
      },
    );
  }

  function send(text: string) {
    const message = messageOf(text);
    if (!message) return;
    if (snapshot.notice && !snapshot.notice.blocking) set({ notice: null });
    const pending: PendingSend = { clientId: newClientId(), message, afterSeq: snapshot.timeline.cursor ?? 0, state: 'sending' };
    setPending((list) => [...list, pending]);
    if (socket?.send({ type: 'chat_message', message, clientId: pending.clientId })) {
      viaSocket.add(pending.clientId);
      ackTimers.set(pending.clientId, window.setTimeout(() => socket?.restart(), ACK_TIMEOUT_MS));
    } else post(pending);
  }

  return {
    open() {
      aborter = new AbortController();
      const opened = openChatSocket(streamId, userId, { onStatus: (status) => set({ status }), onEvent, onDown });
      socket = opened;
      void sync();
      return () => {
        socket = null;
        aborter.abort();
        window.clearTimeout(gapTimer);
        gapTimer = undefined;
        window.clearTimeout(retryTimer);
        opened.close();
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    setDraft: (value) => set({ draft: cleanDraft(value) }),
    send() {
      const text = snapshot.draft;
      if (!messageOf(text)) return;
      set({ draft: '' });
      send(text);
    },
    resend(clientId) {
      const failed = snapshot.pending.find((p) => p.clientId === clientId);
      if (!failed) return;
      forget(clientId);
      send(failed.message);
    },
    discard: forget,
    retryNow: () => socket?.retryNow(),
    clearNotice: () => set({ notice: null }),
  };
}
