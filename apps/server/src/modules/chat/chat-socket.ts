import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  apiPaths,
  chatCloseCodes,
  type ChatClientEvent,
  chatClientEventSchema,
  chatLimits,
  chatMessages as texts,
  type ChatServerEvent,
  CHAT_SOCKET_ERRORS,
  type ChatSocketError,
  chatText,
  type Locale,
  maxRatingOf,
  profileMessages,
  ratingAllowed,
  serverMessages,
} from '@kora/shared';
import { DomainError } from '../../errors.js';
import { inLocale } from '../../i18n/locale-context.js';
import { sessionIdOf } from '../../http/authenticate.js';
import type { SocketRoutes } from '../../http/socket-routes.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { hashSessionId, type SessionIdentity, type SessionStore } from '../sessions/session-store.js';
import type { ChatHub, ChatClient } from './chat-hub.js';
import { createKeepalive } from './chat-keepalive.js';
import { type ChatService, restrictionOf } from './chat.service.js';

export interface ChatSocketOptions {
  hub: ChatHub;
  chat: ChatService;
  sessions: Pick<SessionStore, 'resolveSession'>;
  log: FastifyBaseLogger;
  events: Pick<DomainEvents, 'subscribe'>;
  /** How often the server pings; a socket that has not answered the previous ping is cut. */
  pingMs: number;
  /** A connection that has not joined a live by then is closed. */
  joinWithinMs: number;
}

const HEARTBEAT = JSON.stringify({ type: 'heartbeat' } satisfies ChatServerEvent);

/** Frames a client may send: a bucket of this many, refilled at `refillPerSecond`. */
const FRAME_BUDGET = 20;
const REFILL_PER_SECOND = 2;
/** Errors a client may earn (garbage, over budget) before it is closed. */
const MAX_STRIKES = 5;

type ErrorData = Extract<ChatServerEvent, { type: 'error' }>['data'];

/** How a restriction's frame begins (the hub writes `type` first): only those are read again. */
const RESTRICTION_FRAME = Buffer.from('{"type":"restriction","data":{');

/**
 * A restriction is worded in the language of the moderator who set it; the person it restricts reads it in their page's
 * language, with the same kind and end. Every other frame goes out as it came, the same bytes for every socket.
 */
export function inPageWords(frame: Buffer, locale: Locale): Buffer | string {
  if (!frame.subarray(0, RESTRICTION_FRAME.length).equals(RESTRICTION_FRAME)) return frame;
  const { data } = JSON.parse(frame.toString('utf8')) as Extract<ChatServerEvent, { type: 'restriction' }>;
  if (!data || data.kind === 'subscribers_only') return frame;
  const sanction = { kind: data.kind, until: data.until ? new Date(data.until) : null };
  const restriction = inLocale(locale, () => restrictionOf(sanction));
  return JSON.stringify({ type: 'restriction', data: restriction } satisfies ChatServerEvent);
}

function errorOf(err: unknown, clientId?: string): ErrorData {
  const base = clientId === undefined ? {} : { clientId };
  if (err instanceof DomainError) {
    const code = (CHAT_SOCKET_ERRORS as readonly string[]).includes(err.code) ? (err.code as ChatSocketError) : 'forbidden';
    return { ...base, code, message: err.message, ...(err.details.retryAt ? { retryAt: err.details.retryAt.toISOString() } : {}) };
  }
  return { ...base, code: 'internal_error', message: serverMessages.internal };
}

/**
 * One page's connection to /ws (live-creators-admin.md §7). Who it is comes from the session
 * cookie, read again at each join and post (a logout or a tier change applies at once); the
 * userId a page announces is ignored. Frames are handled one at a time, in order.
 */
function handleSocket(socket: WebSocket, request: FastifyRequest, { hub, chat, sessions, log, joinWithinMs, pingMs }: ChatSocketOptions): SocketControl {
  const sessionId = sessionIdOf(request);
  let current: { liveId: string; leave: () => void } | undefined;
  let tokens = FRAME_BUDGET;
  let refilledAt = Date.now();
  let strikes = 0;
  let queue = Promise.resolve();
  let userId = 'anonymous';

  const send = (event: ChatServerEvent) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  };
  const client: ChatClient = {
    get userId() {
      return userId;
    },
    // The same bytes for every socket, sent as a text frame (the contract's JSON text).
    send: (frame) => {
      if (socket.readyState === socket.OPEN) socket.send(inPageWords(frame, request.locale), { binary: false });
    },
    bufferedAmount: () => socket.bufferedAmount,
    drop: (code, reason) => socket.close(code, reason),
    cut: () => socket.terminate(),
  };
  const leave = () => {
    current?.leave();
    current = undefined;
  };
  // A connection that never joins a live is closed: it holds a socket for nothing.
  const joinDeadline = setTimeout(() => {
    if (!current) socket.close(chatCloseCodes.misbehaving, 'aucun live rejoint');
  }, joinWithinMs);
  joinDeadline.unref();
  const strike = (data: ErrorData) => {
    send({ type: 'error', data });
    strikes += 1;
    if (strikes >= MAX_STRIKES) socket.close(chatCloseCodes.misbehaving, 'trop d’erreurs');
  };

  async function who(): Promise<SessionIdentity | undefined> {
    return sessionId ? sessions.resolveSession(sessionId) : undefined;
  }

  async function handle(event: ChatClientEvent): Promise<void> {
    if (event.type === 'leave_stream') return leave();
    const identity = await who();
    const user = identity?.user;
    if (!identity || !user) {
      leave();
      return send({ type: 'error', data: { code: 'unauthorized', message: texts.signInToChat, ...(event.type === 'chat_message' ? { clientId: event.clientId } : {}) } });
    }
    if (event.type === 'join_stream') {
      leave();
      let live;
      try {
        live = await chat.watchable(user, event.streamId);
      } catch (err) {
        return send({ type: 'error', data: errorOf(err) });
      }
      // A kids profile reads only the chats of lives for its age, and writes in none.
      if (!ratingAllowed(live.ageRating, maxRatingOf(identity.profile))) return send({ type: 'error', data: { code: 'forbidden', message: profileMessages.ratingRefused } });
      userId = user.id;
      // In the room first, then read where the chat is: nothing committed in between is missed.
      const leaveRoom = await hub.join(client, event.streamId);
      current = { liveId: event.streamId, leave: leaveRoom };
      const joined = await chat.joinInfo(user, live);
      const info = identity.profile.kind === 'kids' ? { ...joined, me: { ...joined.me, canPost: false } } : joined;
      return send({ type: 'joined', data: { streamId: event.streamId, viewerCount: hub.viewerCount(event.streamId), heartbeatSeconds: pingMs / 1000, ...info } });
    }
    if (!current) return strike({ code: 'not_joined', message: texts.notJoined, clientId: event.clientId });
    if (identity.profile.kind === 'kids') return send({ type: 'error', data: { code: 'forbidden', message: profileMessages.kidsRefused, clientId: event.clientId } });
    const text = chatText.safeParse(event.message);
    if (!text.success) return send({ type: 'error', data: { code: 'validation_error', message: text.error.issues[0]?.message ?? serverMessages.validation, clientId: event.clientId } });
    try {
      const message = await chat.post(user, current.liveId, text.data);
      send({ type: 'chat_ack', data: { clientId: event.clientId, message } });
    } catch (err) {
      if (!(err instanceof DomainError)) log.error({ err }, 'chat: message non enregistré');
      send({ type: 'error', data: errorOf(err, event.clientId) });
    }
  }

  function receive(raw: RawData, isBinary: boolean): void {
    const now = Date.now();
    tokens = Math.min(FRAME_BUDGET, tokens + ((now - refilledAt) / 1000) * REFILL_PER_SECOND);
    refilledAt = now;
    if (tokens < 1) return strike({ code: 'too_many_frames', message: texts.tooManyFrames });
    tokens -= 1;
    const bytes = Array.isArray(raw) ? raw.reduce((n, b) => n + b.length, 0) : raw instanceof ArrayBuffer ? raw.byteLength : raw.length;
    if (isBinary || bytes > chatLimits.frameMaxBytes) return strike({ code: 'invalid_frame', message: texts.invalidFrame });
    let event: ChatClientEvent;
    try {
      event = chatClientEventSchema.parse(JSON.parse(raw.toString()));
    } catch {
      return strike({ code: 'invalid_frame', message: texts.invalidFrame });
    }
    queue = queue.then(() => handle(event)).catch((err: unknown) => {
      log.error({ err }, 'chat: trame non traitée');
      send({ type: 'error', data: errorOf(err) });
    });
  }

  // Every answer on this socket speaks the language of the page that opened it.
  socket.on('message', (raw, isBinary) => inLocale(request.locale, () => receive(raw, isBinary)));
  socket.on('close', () => {
    clearTimeout(joinDeadline);
    leave();
  });
  socket.on('error', (err) => log.debug({ err }, 'chat: erreur de socket'));

  return {
    sessionIdHash: sessionId ? hashSessionId(sessionId) : undefined,
    userId: () => userId,
    /** Someone's rights changed: the live is left if they may no longer watch it. */
    recheck() {
      queue = queue.then(async () => {
        if (!current) return;
        const identity = await who();
        try {
          if (!identity) throw new DomainError('unauthorized', texts.signInToChat);
          const live = await chat.watchable(identity.user, current.liveId);
          // A switch to a kids profile on this device leaves a chat that is not for its age.
          if (!ratingAllowed(live.ageRating, maxRatingOf(identity.profile))) throw new DomainError('forbidden', profileMessages.ratingRefused);
        } catch (err) {
          leave();
          send({ type: 'error', data: errorOf(err) });
        }
      }).catch((err: unknown) => log.error({ err }, 'chat: droits non revérifiés'));
    },
  };
}

interface SocketControl {
  sessionIdHash: string | undefined;
  userId(): string;
  recheck(): void;
}

/** The chat's WebSocket at /ws, with a keepalive that cuts connections a phone lost without closing them. */
export async function registerChatSocket(app: FastifyInstance, sockets: SocketRoutes, options: ChatSocketOptions): Promise<void> {
  const open = new Map<WebSocket, SocketControl>();
  // A logout (on any instance) closes that session's sockets; a change of rights makes them check the live again.
  const stopSessions = await options.events.subscribe('session.ended', ({ idHash }) => {
    for (const [socket, control] of open) if (control.sessionIdHash === idHash) socket.close(chatCloseCodes.sessionEnded, 'session terminée');
  });
  const stopUsers = await options.events.subscribe('user.changed', ({ userId }) => {
    for (const control of open.values()) if (control.userId() === userId) control.recheck();
  });
  app.addHook('onClose', async () => {
    await stopSessions();
    await stopUsers();
  });
  const keepalive = createKeepalive(options.pingMs, HEARTBEAT);
  app.addHook('onClose', async () => keepalive.stop());

  sockets.declare((scope) => scope.get(apiPaths.chatSocket, { websocket: true, schema: { hide: true }, config: { access: 'public' } }, (socket, request) => {
    keepalive.watch(socket);
    socket.on('close', () => open.delete(socket));
    open.set(socket, handleSocket(socket, request, options));
  }));
}
