import {
  can,
  type ChatHistory,
  chatMessages as texts,
  type ChatMe,
  type ChatMessage,
  type ChatRestriction,
  type ChatRole,
  type ChatSanction,
  type ChatSanctionBody,
  type ChatServerEvent,
  type ChatSettings,
  type ChatSettingsBody,
  effectiveTier,
  authorize,
  type AgeRating,
  profileMessages,
  ratingAllowed,
} from '@kora/shared';
import type { ChatMessageRow, ChatSanctionRow, LiveStreamRow, UserRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { assertAllowed } from '../../policy-errors.js';
import type { LivesRepository } from '../lives/lives.repository.js';
import { assertWatchable } from '../lives/lives.service.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { ChatRepository, PostRefusal } from './chat.repository.js';

/** Where the service hands an event once committed: every socket in the live, or one person's. */
export type PublishChatEvent = (liveId: string, event: ChatServerEvent, toUserId?: string) => Promise<void>;

interface Deps {
  chat: ChatRepository;
  lives: Pick<LivesRepository, 'findById'>;
  users: Pick<UsersRepository, 'findById'>;
  publish: PublishChatEvent;
}

const displayName = (user: Pick<UserRow, 'firstName' | 'lastName'>) => `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || 'Utilisateur';
const isModerator = (user: UserRow, live: LiveStreamRow) => can(user, 'moderateChat', live);

/** How a person signs a message in a live's chat: their name, and the badge they carry there. */
export function authorOf(user: UserRow, live: Pick<LiveStreamRow, 'createdBy'>): { username: string; role: ChatRole } {
  return { username: displayName(user), role: user.accountType === 'admin' ? 'admin' : live.createdBy === user.id ? 'creator' : 'viewer' };
}
const secondsUntil = (until: Date) => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return { id: row.id, seq: row.seq, streamId: row.liveId, userId: row.userId, username: row.username, role: row.role, message: row.body, createdAt: row.createdAt.toISOString() };
}

function toSanction(row: ChatSanctionRow): ChatSanction {
  return { userId: row.userId, username: row.username, kind: row.kind === 'ban' ? 'ban' : 'timeout', until: row.until?.toISOString() ?? null, createdAt: row.createdAt.toISOString() };
}

/** What a sanction in force tells the person, in French, with when they may write again. */
export function restrictionOf(row: Pick<ChatSanctionRow, 'kind' | 'until'>): ChatRestriction {
  const until = row.until?.toISOString() ?? null;
  if (row.kind === 'ban' || !row.until) return { kind: 'ban', until: null, message: texts.banned };
  if (row.kind === 'flood') return { kind: 'flood', until, message: texts.flood(secondsUntil(row.until)) };
  return { kind: 'timeout', until, message: texts.timedOut(Math.ceil(secondsUntil(row.until) / 60)) };
}

/** A refused post as the error the HTTP path and the socket both answer. */
function refusalError(refusal: PostRefusal): DomainError {
  switch (refusal.kind) {
    case 'timeout':
    case 'ban':
    case 'flood': {
      const { message } = restrictionOf(refusal);
      const code = refusal.kind === 'flood' ? 'rate_limited' : 'chat_muted';
      return new DomainError(code, message, refusal.until ? { retryAt: refusal.until, retryAfterSeconds: secondsUntil(refusal.until) } : {});
    }
    case 'slow':
      return new DomainError('rate_limited', texts.slow(refusal.every, secondsUntil(refusal.until)), { retryAt: refusal.until, retryAfterSeconds: secondsUntil(refusal.until) });
    case 'duplicate':
      return new DomainError('rate_limited', texts.duplicate);
    case 'subscribers_only':
      return new DomainError('chat_muted', texts.subscribersOnlyRefused);
  }
}

/**
 * The chat of a live: who may read, post and moderate (the lives' watch rule and the
 * moderateChat policy), the rules of posting (in the repository's transaction), and the events
 * handed to the fan-out once committed: an acknowledged message is stored first.
 */
export function createChatService({ chat, lives, users, publish }: Deps) {
  async function watchable(user: UserRow, liveId: string): Promise<LiveStreamRow> {
    return assertWatchable(user, await lives.findById(liveId));
  }

  async function moderated(user: UserRow, liveId: string): Promise<LiveStreamRow> {
    const live = await watchable(user, liveId);
    assertAllowed(authorize(user, 'moderateChat', live));
    return live;
  }

  async function meOf(user: UserRow, live: LiveStreamRow, settings: ChatSettings): Promise<ChatMe> {
    return meFrom(user, live, settings, isModerator(user, live) ? undefined : await chat.sanctionOf(live.id, user.id));
  }

  function meFrom(user: UserRow, live: LiveStreamRow, settings: ChatSettings, sanction: ChatSanctionRow | undefined): ChatMe {
    const moderator = isModerator(user, live);
    const closedToMe = !moderator && settings.subscribersOnly && effectiveTier(user) === 'free';
    const restriction = sanction ? restrictionOf(sanction) : closedToMe ? { kind: 'subscribers_only' as const, until: null, message: texts.subscribersOnlyRefused } : null;
    return { canPost: live.endedAt === null && restriction === null, canModerate: moderator, restriction };
  }

  return {
    /** The live if this person may read its chat (refusals as for watching it). */
    watchable,

    /** What a page needs on joining: the chat's modes, what the person may do, the last seq. */
    async joinInfo(user: UserRow, live: LiveStreamRow): Promise<{ settings: ChatSettings; me: ChatMe; lastSeq: number }> {
      const [{ lastSeq, ...settings }, sanction] = await Promise.all([chat.room(live.id), isModerator(user, live) ? undefined : chat.sanctionOf(live.id, user.id)]);
      return { settings, me: meFrom(user, live, settings, sanction), lastSeq };
    },

    /** A page of the chat; `maxRating`: a kids profile's, which reads only lives for its age and writes in none. */
    async history(user: UserRow, liveId: string, query: { limit: number; before?: number | undefined; after?: number | undefined }, maxRating?: AgeRating): Promise<ChatHistory> {
      const live = await watchable(user, liveId);
      if (!ratingAllowed(live.ageRating, maxRating)) throw new DomainError('forbidden', profileMessages.ratingRefused);
      const page = await chat.history(liveId, query);
      const me = await meOf(user, live, page.settings);
      return { messages: page.messages.map(toChatMessage), hiddenIds: page.hiddenIds, lastSeq: page.lastSeq, truncated: page.truncated, settings: page.settings, me: maxRating ? { ...me, canPost: false } : me };
    },

    /** Stores the message (committed), then hands it to every socket in the live. */
    async post(user: UserRow, liveId: string, text: string): Promise<ChatMessage> {
      const live = await watchable(user, liveId);
      if (live.endedAt) throw new DomainError('conflict', texts.streamEnded);
      const outcome = await chat.post({
        liveId,
        userId: user.id,
        ...authorOf(user, live),
        body: text,
        exempt: isModerator(user, live),
        subscriber: effectiveTier(user) !== 'free',
      });
      if (!outcome.ok) throw refusalError(outcome.refusal);
      const message = toChatMessage(outcome.message);
      await publish(liveId, { type: 'chat_message', data: message });
      return message;
    },

    async hide(user: UserRow, liveId: string, messageId: string): Promise<void> {
      await moderated(user, liveId);
      const hidden = await chat.hide(liveId, messageId, user.id);
      if (hidden) return publish(liveId, { type: 'message_hidden', data: hidden });
      if (!(await chat.findMessage(liveId, messageId))) throw new DomainError('not_found', texts.messageNotFound);
    },

    async sanctions(user: UserRow, liveId: string): Promise<ChatSanction[]> {
      await moderated(user, liveId);
      return (await chat.sanctions(liveId)).map(toSanction);
    },

    async sanction(user: UserRow, liveId: string, userId: string, body: ChatSanctionBody): Promise<ChatSanction> {
      const live = await moderated(user, liveId);
      const target = await users.findById(userId);
      if (!target) throw new DomainError('not_found', texts.userNotFound);
      if (isModerator(target, live)) throw new DomainError('forbidden', texts.sanctionNotAllowed);
      const until = body.kind === 'timeout' ? new Date(Date.now() + body.seconds * 1000) : null;
      const username = (await chat.lastOf(liveId, userId))?.username ?? displayName(target);
      const row = await chat.sanction({ liveId, userId, kind: body.kind, until, username, createdBy: user.id });
      await publish(liveId, { type: 'restriction', data: restrictionOf(row) }, userId);
      return toSanction(row);
    },

    async lift(user: UserRow, liveId: string, userId: string): Promise<void> {
      await moderated(user, liveId);
      if (await chat.lift(liveId, userId)) await publish(liveId, { type: 'restriction', data: null }, userId);
    },

    async updateSettings(user: UserRow, liveId: string, body: ChatSettingsBody): Promise<ChatSettings> {
      await moderated(user, liveId);
      const patch: Partial<ChatSettings> = {};
      if (body.slowModeSeconds !== undefined) patch.slowModeSeconds = body.slowModeSeconds;
      if (body.subscribersOnly !== undefined) patch.subscribersOnly = body.subscribersOnly;
      const settings = await chat.updateSettings(liveId, patch);
      await publish(liveId, { type: 'chat_settings', data: settings });
      return settings;
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
