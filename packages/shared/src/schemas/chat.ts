import { z } from 'zod';
import { plainText } from './text.js';
import { defineMessages } from '../i18n/catalogue.js';
import { schemaMessages } from './schema-messages.js';

/**
 * The chat of a live (live-creators-admin.md §2 Chat panel, §3, §5, §7, §9): the HTTP calls and
 * the events of the WebSocket at /ws. Every event is a JSON text frame `{ type, ... }`.
 *
 * Order and resync: each live's chat numbers its public events (a message, a message hidden) with
 * `seq`, 1, 2, 3… without gaps, in the order they were committed. A page keeps the highest `seq`
 * up to which it has everything; after a disconnection it joins again, then asks
 * GET …/chat?after=<that seq> and merges by id: exactly what it missed, nothing twice.
 */

/** Limits of the chat (live-creators-admin.md §9) and of its flood control (docs/decisions.md, Chat). */
export const chatLimits = {
  messageMax: 500,
  /** The counter shows when the text is longer than this (§5: "over 450"). */
  counterAbove: 450,
  historyDefault: 50,
  historyMax: 100,
  /** Flood: at most `floodMessages` in `floodWindowSeconds`; the next one mutes for `floodMuteSeconds` (Owncast's rule). */
  floodMessages: 3,
  floodWindowSeconds: 2,
  floodMuteSeconds: 10,
  /** The same text again from the same person within this window is refused. */
  duplicateWindowSeconds: 30,
  /** Slow mode choices (seconds between two messages of one person; 0 = off). */
  slowModeChoices: [0, 5, 10, 30, 60, 120],
  /** Timeout choices (seconds): 5 min, 1 h. */
  timeoutChoices: [300, 3600],
  /** A client frame larger than this is refused. */
  frameMaxBytes: 4096,
} as const;

/** Which badge an author carries: the live's creator, an admin, or nobody in particular. */
export const CHAT_ROLES = ['viewer', 'creator', 'admin'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** A chat message (live-creators-admin.md §3: id, username, message, createdAt), plus what order, badges and moderation need. */
export const chatMessageSchema = z.object({
  id: z.string(),
  /** Position in the live's chat (see the module comment). */
  seq: z.number().int(),
  streamId: z.string(),
  userId: z.string(),
  username: z.string(),
  role: z.enum(CHAT_ROLES),
  message: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The modes a moderator sets for a live's chat. */
export const chatSettingsSchema = z.object({
  /** One message per this many seconds per person (0: off). Creator and admins are exempt. */
  slowModeSeconds: z.number().int(),
  /** Only people with a paid tier (basic, premium, family) may post, even in a free live. */
  subscribersOnly: z.boolean(),
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

/** Why a person may not write now, and until when (null: until a moderator lifts it). */
export const CHAT_RESTRICTIONS = ['timeout', 'ban', 'flood', 'subscribers_only'] as const;
export const chatRestrictionSchema = z.object({
  kind: z.enum(CHAT_RESTRICTIONS),
  until: z.string().nullable(),
  message: z.string(),
});
export type ChatRestriction = z.infer<typeof chatRestrictionSchema>;

/** What the asking person may do in this chat. */
export const chatMeSchema = z.object({
  canPost: z.boolean(),
  canModerate: z.boolean(),
  restriction: chatRestrictionSchema.nullable(),
});
export type ChatMe = z.infer<typeof chatMeSchema>;

/** GET /api/live-streams/{id}/chat?limit=50 (≤ 100), with `before` (older history) or `after` (resync) as a seq. */
export const chatHistoryQuerySchema = z
  .object({
    limit: z.coerce.number({ error: schemaMessages.limiteInvalide }).int().min(1).max(chatLimits.historyMax).default(chatLimits.historyDefault),
    before: z.coerce.number({ error: schemaMessages.curseurInvalide }).int().min(0).optional(),
    after: z.coerce.number({ error: schemaMessages.curseurInvalide }).int().min(0).optional(),
  })
  .refine((q) => q.before === undefined || q.after === undefined, { error: schemaMessages.utilisezBeforeAfterDeux, path: ['after'] });
export type ChatHistoryQuery = z.input<typeof chatHistoryQuerySchema>;

/**
 * The answer of GET …/chat: visible messages oldest first; with `after`, the ids of messages hidden
 * since that seq too. `lastSeq` is the chat's last seq when read (the page's new cursor with `after`).
 */
export const chatHistorySchema = z.object({
  messages: z.array(chatMessageSchema),
  hiddenIds: z.array(z.string()),
  lastSeq: z.number().int(),
  /** With `after`: true when more than `limit` messages were missed (the page reloads the latest instead). */
  truncated: z.boolean(),
  settings: chatSettingsSchema,
  me: chatMeSchema,
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** The text of a message: trimmed, non-empty, at most 500 characters (§5), one line. */
export const chatText = plainText({ error: schemaMessages.messageEstRequis })
  .trim()
  .min(1, { error: schemaMessages.messagePeutEtreVide })
  .max(chatLimits.messageMax, { error: () => schemaMessages.messageTooLong(chatLimits.messageMax) });

/** POST /api/live-streams/{id}/chat. */
export const chatPostBodySchema = z.object({ message: chatText });
export type ChatPostBody = z.input<typeof chatPostBodySchema>;

/** DELETE /api/live-streams/{id}/chat/{messageId}: hide a message for everyone. */
export const chatMessageParamsSchema = z.object({
  id: z.uuid({ error: schemaMessages.identifiantInvalide }),
  messageId: z.uuid({ error: schemaMessages.identifiantInvalide }),
});

/** PUT/DELETE /api/live-streams/{id}/chat/sanctions/{userId}: time out or ban a person from this live's chat, or lift it. */
export const chatSanctionParamsSchema = z.object({
  id: z.uuid({ error: schemaMessages.identifiantInvalide }),
  userId: z.uuid({ error: schemaMessages.identifiantInvalide }),
});
export const chatSanctionBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('timeout'),
    seconds: z.union(chatLimits.timeoutChoices.map((s) => z.literal(s)), { error: schemaMessages.dureeInvalide }),
  }),
  z.object({ kind: z.literal('ban') }),
], { error: schemaMessages.sanctionInvalide });
export type ChatSanctionBody = z.input<typeof chatSanctionBodySchema>;

/** A sanction in force, as moderators list them. */
export const chatSanctionSchema = z.object({
  userId: z.string(),
  username: z.string(),
  kind: z.enum(['timeout', 'ban']),
  until: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatSanction = z.infer<typeof chatSanctionSchema>;
export const chatSanctionListSchema = z.array(chatSanctionSchema);

/** PATCH /api/live-streams/{id}/chat/settings (creator of the live and admins). */
export const chatSettingsBodySchema = z.object({
  slowModeSeconds: z.union(chatLimits.slowModeChoices.map((s) => z.literal(s)), { error: schemaMessages.dureeInvalide }).optional(),
  subscribersOnly: z.boolean().optional(),
});
export type ChatSettingsBody = z.input<typeof chatSettingsBodySchema>;

/* ---------------------------------------------------------------- socket */

/** What a page sends on /ws. */
export const chatClientEventSchema = z.discriminatedUnion('type', [
  /** The spec's join: the server ignores userId (identity comes from the session cookie). */
  z.object({ type: z.literal('join_stream'), streamId: z.string().max(64), userId: z.union([z.string().max(64), z.number()]).optional() }),
  /** Post over the socket; answered by chat_ack (after the commit) or error, both carrying clientId. */
  z.object({ type: z.literal('chat_message'), message: z.string().max(chatLimits.messageMax * 4), clientId: z.string().min(1).max(64) }),
  z.object({ type: z.literal('leave_stream') }),
]);
export type ChatClientEvent = z.infer<typeof chatClientEventSchema>;

/** Error codes of the socket; the text beside them is French. */
export const CHAT_SOCKET_ERRORS = [
  'invalid_frame',
  'not_joined',
  'unauthorized',
  'forbidden',
  'tier_required',
  'not_found',
  'validation_error',
  'rate_limited',
  'chat_muted',
  /** The live is over: its chat is read-only. */
  'conflict',
  'too_many_frames',
  'internal_error',
] as const;
export type ChatSocketError = (typeof CHAT_SOCKET_ERRORS)[number];

/** What the server pushes on /ws. */
export const chatServerEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('joined'),
    data: z.object({
      streamId: z.string(),
      lastSeq: z.number().int(),
      viewerCount: z.number().int(),
      settings: chatSettingsSchema,
      me: chatMeSchema,
      /** The server sends `heartbeat` this often: a page that hears nothing for 1.5 times as long is disconnected. */
      heartbeatSeconds: z.number(),
    }),
  }),
  /** Sent every `heartbeatSeconds` (a connection that went silent shows as disconnected). */
  z.object({ type: z.literal('heartbeat') }),
  z.object({ type: z.literal('chat_message'), data: chatMessageSchema }),
  z.object({ type: z.literal('message_hidden'), data: z.object({ id: z.string(), seq: z.number().int() }) }),
  z.object({ type: z.literal('chat_settings'), data: chatSettingsSchema }),
  z.object({ type: z.literal('viewer_count'), data: z.object({ streamId: z.string(), viewerCount: z.number().int() }) }),
  /** To the person concerned only: a moderator's sanction, or its end (data null). */
  z.object({ type: z.literal('restriction'), data: chatRestrictionSchema.nullable() }),
  z.object({ type: z.literal('chat_ack'), data: z.object({ clientId: z.string(), message: chatMessageSchema }) }),
  z.object({
    type: z.literal('error'),
    data: z.object({ code: z.enum(CHAT_SOCKET_ERRORS), message: z.string(), clientId: z.string().optional(), retryAt: z.string().optional() }),
  }),
]);
export type ChatServerEvent = z.infer<typeof chatServerEventSchema>;
export type ChatServerEventOf<T extends ChatServerEvent['type']> = Extract<ChatServerEvent, { type: T }>;

/** Close codes of /ws a page reacts to (4000-4999 are the application's). */
export const chatCloseCodes = {
  /** (Not seen by pages: a client that does not read fast enough is cut, 1006; it reconnects and resyncs.) */
  tooSlow: 4008,
  /** The client kept sending garbage or too much, or never joined a live; do not reconnect at once. */
  misbehaving: 4009,
  /** The session ended (logout): sign in again before reconnecting. */
  sessionEnded: 4001,
  /** The server is shutting down; reconnect (another instance will answer). */
  goingAway: 1001,
} as const;

/** Texts of the chat panel and of the server's refusals. */
export const chatMessages = defineMessages('chatMessages', {
  title: 'Chat en direct',
  replayTitle: 'Chat du direct',
  /** An ended live's page: its chat, read as it was. */
  endedTitle: 'Chat (terminé)',
  connected: 'Connecté',
  disconnected: 'Déconnecté',
  connecting: 'Connexion…',
  placeholder: 'Écrire un message…',
  send: 'Envoyer',
  empty: 'Aucun message pour le moment. Lancez la conversation !',
  creatorBadge: 'Créateur',
  adminBadge: 'Admin',
  hide: 'Masquer',
  timeout5: 'Exclure 5 min',
  timeout60: 'Exclure 1 h',
  ban: 'Bannir du chat',
  slowMode: 'Mode lent',
  subscribersOnly: 'Réservé aux abonnés',
  readOnlyEnded: 'Ce live est terminé : le chat reste lisible.',
  signInToChat: 'Connectez-vous pour participer au chat.',
  notJoined: 'Rejoignez un live avant d’écrire.',
  invalidFrame: 'Message du client illisible.',
  tooManyFrames: 'Trop de messages envoyés à la connexion. Ralentissez.',
  streamEnded: 'Ce live est terminé : le chat est en lecture seule.',
  flood: (seconds: number) => `Vous envoyez trop de messages. Réessayez dans ${seconds} s.`,
  slow: (every: number, seconds: number) => `Mode lent : un message toutes les ${every} s. Réessayez dans ${seconds} s.`,
  duplicate: 'Vous venez d’envoyer ce message. Écrivez autre chose.',
  timedOut: (minutes: number) => `Un modérateur vous a exclu du chat. Vous pourrez écrire à nouveau dans ${minutes} min.`,
  banned: 'Un modérateur vous a banni du chat de ce live.',
  subscribersOnlyRefused: 'Le chat de ce live est réservé aux abonnés.',
  messageNotFound: 'Message introuvable',
  hidden: 'Message masqué',
  lifted: 'Sanction levée',
  userNotFound: 'Utilisateur introuvable',
  sanctionNotAllowed: 'Le créateur du live et les administrateurs ne peuvent pas être exclus du chat.',
} as const);
