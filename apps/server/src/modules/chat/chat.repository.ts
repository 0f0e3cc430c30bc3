import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { chatLimits, type ChatRole, type ChatSettings } from '@kora/shared';
import type { Database } from '../../db/client.js';
import { type ChatMessageRow, chatMessages, chatRooms, type ChatSanctionKind, type ChatSanctionRow, chatSanctions } from '../../db/schema/index.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Why a message was not stored, and until when the person may not write (null: until lifted). */
export type PostRefusal =
  | { kind: 'timeout' | 'ban' | 'flood'; until: Date | null }
  | { kind: 'slow'; until: Date; every: number }
  | { kind: 'duplicate' }
  | { kind: 'subscribers_only' };

export type PostOutcome = { ok: true; message: ChatMessageRow } | { ok: false; refusal: PostRefusal };

export interface NewChatMessage {
  liveId: string;
  userId: string;
  username: string;
  role: ChatRole;
  body: string;
  /** The live's creator and admins: no flood control, slow mode or subscribers-only. */
  exempt: boolean;
  /** Whether the author holds a paid tier (subscribers-only mode). */
  subscriber: boolean;
}

export interface HistoryPage {
  messages: ChatMessageRow[];
  hiddenIds: string[];
  lastSeq: number;
  truncated: boolean;
  settings: ChatSettings;
}

const DEFAULT_SETTINGS: ChatSettings = { slowModeSeconds: 0, subscribersOnly: false };
const active = sql`(${chatSanctions.until} is null or ${chatSanctions.until} > now())`;

/**
 * The only code that touches `chat_rooms`, `chat_messages` and `chat_sanctions`. A post or a hide
 * takes the room's row lock for its transaction: numbers follow commit order, and the rules that
 * read a person's recent messages (flood, slow mode, duplicates) see every earlier commit, whatever
 * the instance that took it.
 */
export function createChatRepository(db: Database) {
  /** The room's row, created on first use and locked until the transaction ends. */
  async function lockRoom(tx: Tx, liveId: string) {
    await tx.insert(chatRooms).values({ liveId }).onConflictDoNothing();
    const [room] = await tx.select().from(chatRooms).where(eq(chatRooms.liveId, liveId)).for('update');
    if (!room) throw new Error(`chat room ${liveId} vanished`);
    return room;
  }

  async function nextSeq(tx: Tx, liveId: string): Promise<number> {
    const [row] = await tx.update(chatRooms).set({ lastSeq: sql`${chatRooms.lastSeq} + 1` }).where(eq(chatRooms.liveId, liveId)).returning({ seq: chatRooms.lastSeq });
    if (!row) throw new Error(`chat room ${liveId} vanished`);
    return row.seq;
  }

  /** The person's flood, slow-mode and duplicate refusal, if any (recent messages read under the room lock). */
  async function pace(tx: Tx, input: NewChatMessage, slowModeSeconds: number): Promise<PostRefusal | undefined> {
    const window = Math.max(chatLimits.duplicateWindowSeconds, slowModeSeconds);
    const recent = await tx
      .select({ body: chatMessages.body, age: sql<number>`extract(epoch from now() - ${chatMessages.createdAt})::float8` })
      .from(chatMessages)
      .where(and(eq(chatMessages.liveId, input.liveId), eq(chatMessages.userId, input.userId), gt(chatMessages.createdAt, sql`now() - make_interval(secs => ${window})`)))
      .orderBy(desc(chatMessages.createdAt))
      .limit(50);
    const last = recent[0];
    if (slowModeSeconds > 0 && last && last.age < slowModeSeconds) {
      return { kind: 'slow', every: slowModeSeconds, until: new Date(Date.now() + (slowModeSeconds - last.age) * 1000) };
    }
    const same = input.body.toLocaleLowerCase('fr');
    if (recent.some((m) => m.age < chatLimits.duplicateWindowSeconds && m.body.toLocaleLowerCase('fr') === same)) return { kind: 'duplicate' };
    if (recent.filter((m) => m.age < chatLimits.floodWindowSeconds).length >= chatLimits.floodMessages) {
      const until = new Date(Date.now() + chatLimits.floodMuteSeconds * 1000);
      await tx
        .insert(chatSanctions)
        .values({ liveId: input.liveId, userId: input.userId, kind: 'flood', until, username: input.username })
        .onConflictDoUpdate({ target: [chatSanctions.liveId, chatSanctions.userId], set: { kind: 'flood', until, createdAt: sql`now()`, createdBy: null } });
      return { kind: 'flood', until };
    }
    return undefined;
  }

  /** The chat's modes and its last seq, in one read. */
  async function room(liveId: string): Promise<ChatSettings & { lastSeq: number }> {
    const [row] = await db.select().from(chatRooms).where(eq(chatRooms.liveId, liveId));
    return row ? { slowModeSeconds: row.slowModeSeconds, subscribersOnly: row.subscribersOnly, lastSeq: row.lastSeq } : { ...DEFAULT_SETTINGS, lastSeq: 0 };
  }

  return {
    /** Stores a message unless a rule refuses it; a refusal that mutes (flood) is stored too. */
    async post(input: NewChatMessage): Promise<PostOutcome> {
      return db.transaction(async (tx) => {
        const room = await lockRoom(tx, input.liveId);
        if (!input.exempt) {
          const [sanction] = await tx.select().from(chatSanctions).where(and(eq(chatSanctions.liveId, input.liveId), eq(chatSanctions.userId, input.userId), active));
          if (sanction) return { ok: false, refusal: { kind: sanction.kind, until: sanction.until } };
          if (room.subscribersOnly && !input.subscriber) return { ok: false, refusal: { kind: 'subscribers_only' } };
          const refusal = await pace(tx, input, room.slowModeSeconds);
          if (refusal) return { ok: false, refusal };
        }
        const seq = await nextSeq(tx, input.liveId);
        const [message] = await tx
          .insert(chatMessages)
          .values({ liveId: input.liveId, seq, userId: input.userId, username: input.username, role: input.role, body: input.body })
          .returning();
        if (!message) throw new Error('chat message not stored');
        return { ok: true, message };
      });
    },

    /**
     * Visible messages, oldest first: the latest `limit`, those before a seq (history), or those
     * after one (resync, with the ids hidden since), with the chat's modes. Reads the room's last seq
     * first: everything up to it is committed, anything later reaches the page through its socket.
     */
    async history(liveId: string, { limit, before, after }: { limit: number; before?: number | undefined; after?: number | undefined }): Promise<HistoryPage> {
      const { lastSeq, ...settings } = await room(liveId);
      const visible = and(eq(chatMessages.liveId, liveId), isNull(chatMessages.hiddenSeq), lte(chatMessages.seq, lastSeq));
      if (after !== undefined) {
        const [rows, hidden] = await Promise.all([
          db.select().from(chatMessages).where(and(visible, gt(chatMessages.seq, after))).orderBy(asc(chatMessages.seq)).limit(limit + 1),
          db
            .select({ id: chatMessages.id })
            .from(chatMessages)
            .where(and(eq(chatMessages.liveId, liveId), gt(chatMessages.hiddenSeq, after), lte(chatMessages.hiddenSeq, lastSeq))),
        ]);
        return { messages: rows.slice(0, limit), hiddenIds: hidden.map((h) => h.id), lastSeq, truncated: rows.length > limit, settings };
      }
      const rows = await db
        .select()
        .from(chatMessages)
        .where(before === undefined ? visible : and(visible, lt(chatMessages.seq, before)))
        .orderBy(desc(chatMessages.seq))
        .limit(limit);
      return { messages: rows.reverse(), hiddenIds: [], lastSeq, truncated: false, settings };
    },

    async findMessage(liveId: string, id: string): Promise<ChatMessageRow | undefined> {
      const [row] = await db.select().from(chatMessages).where(and(eq(chatMessages.liveId, liveId), eq(chatMessages.id, id)));
      return row;
    },

    /** Hides a message for everyone: the seq of the hide, or undefined when it was already hidden (or is not there). */
    async hide(liveId: string, id: string, by: string): Promise<{ id: string; seq: number } | undefined> {
      return db.transaction(async (tx) => {
        await lockRoom(tx, liveId);
        const [shown] = await tx.select({ id: chatMessages.id }).from(chatMessages).where(and(eq(chatMessages.liveId, liveId), eq(chatMessages.id, id), isNull(chatMessages.hiddenSeq)));
        if (!shown) return undefined;
        const seq = await nextSeq(tx, liveId);
        await tx.update(chatMessages).set({ hiddenSeq: seq, hiddenBy: by }).where(eq(chatMessages.id, id));
        return { id, seq };
      });
    },

    room,



    async updateSettings(liveId: string, patch: Partial<ChatSettings>): Promise<ChatSettings> {
      const [room] = await db
        .insert(chatRooms)
        .values({ liveId, ...patch })
        .onConflictDoUpdate({ target: chatRooms.liveId, set: patch.slowModeSeconds === undefined && patch.subscribersOnly === undefined ? { liveId } : patch })
        .returning();
      if (!room) throw new Error('chat room not stored');
      return { slowModeSeconds: room.slowModeSeconds, subscribersOnly: room.subscribersOnly };
    },

    /** The sanction in force on this person in this live's chat, if any. */
    async sanctionOf(liveId: string, userId: string): Promise<ChatSanctionRow | undefined> {
      const [row] = await db.select().from(chatSanctions).where(and(eq(chatSanctions.liveId, liveId), eq(chatSanctions.userId, userId), active));
      return row;
    },

    /** Moderators' timeouts and bans in force (not the automatic flood mutes). */
    async sanctions(liveId: string): Promise<ChatSanctionRow[]> {
      return db
        .select()
        .from(chatSanctions)
        .where(and(eq(chatSanctions.liveId, liveId), inArray(chatSanctions.kind, ['timeout', 'ban']), active))
        .orderBy(desc(chatSanctions.createdAt));
    },

    async sanction(row: { liveId: string; userId: string; kind: Exclude<ChatSanctionKind, 'flood'>; until: Date | null; username: string; createdBy: string }): Promise<ChatSanctionRow> {
      const [stored] = await db
        .insert(chatSanctions)
        .values(row)
        .onConflictDoUpdate({ target: [chatSanctions.liveId, chatSanctions.userId], set: { kind: row.kind, until: row.until, username: row.username, createdBy: row.createdBy, createdAt: sql`now()` } })
        .returning();
      if (!stored) throw new Error('chat sanction not stored');
      return stored;
    },

    /** Lifts what is in force; true when there was something. */
    async lift(liveId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(chatSanctions)
        .where(and(eq(chatSanctions.liveId, liveId), eq(chatSanctions.userId, userId), or(isNull(chatSanctions.until), gt(chatSanctions.until, sql`now()`))))
        .returning({ userId: chatSanctions.userId });
      return rows.length > 0;
    },

    /** The last message a person wrote in this live's chat (their name as shown there). */
    async lastOf(liveId: string, userId: string): Promise<ChatMessageRow | undefined> {
      const [row] = await db.select().from(chatMessages).where(and(eq(chatMessages.liveId, liveId), eq(chatMessages.userId, userId))).orderBy(desc(chatMessages.seq)).limit(1);
      return row;
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
