import { and, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { MediaStorage } from '../../storage/media-storage.js';
import { createAdminActionsRepository } from '../audit/admin-actions.repository.js';
import { removeVideoMedia } from '../videos/video-removal.js';

/** How a deleted account's name reads wherever it stays (chat, journal). */
export const ERASED_NAME = 'Compte supprimé';

/** Rows that are only the person's: gone with their data (the others keep the account's id, now nameless). */
const DELETED: ReadonlyArray<[table: string, by: string]> = [
  ['sessions', 'user_id'],
  ['push_subscriptions', 'user_id'],
  ['notification_contacts', 'user_id'],
  ['notification_preferences', 'user_id'],
  ['notifications', 'user_id'],
  ['password_reset_tokens', 'user_id'],
  ['two_factor', 'user_id'],
  ['two_factor_recovery_codes', 'user_id'],
  ['creator_follows', 'follower_id'],
  ['playback_screens', 'user_id'],
  ['video_downloads', 'user_id'],
  // With the profiles go what was theirs: favourites, resume positions.
  ['profiles', 'user_id'],
];

/** What was written down where the law asks to keep the row but not the person (payments, payouts, the channel's papers). */
const BLANKED: ReadonlyArray<(id: string) => SQL> = [
  (id) => sql`update chat_messages set username = ${ERASED_NAME} where user_id = ${id}`,
  (id) => sql`update chat_sanctions set username = ${ERASED_NAME} where user_id = ${id}`,
  (id) => sql`update sponsorships set message = null where sponsor_id = ${id}`,
  (id) => sql`update creator_payouts set phone = '…' || right(phone, 2) where creator_id = ${id}`,
  (id) => sql`update creator_applications set address = '', contact_info = '', facebook_page = null, instagram_page = null where user_id = ${id}`,
  (id) => sql`update creator_profiles set address = '', contact_info = '', facebook_page = null, instagram_page = null where user_id = ${id}`,
];

interface Deps {
  db: Database;
  storage: Pick<MediaStorage, 'removePrefix'>;
  events: Pick<DomainEvents, 'publish'>;
}

const idsOf = (result: { rows: unknown[] }) => (result.rows as Array<{ id: string }>).map((row) => row.id);

/**
 * Erases the accounts whose deletion came due: their personal data goes (name, e-mail, password, profiles, history,
 * favourites, contacts, sessions, archives of their data…); what the law requires to keep (the payments and creator ledgers, payouts,
 * subscriptions, the admin journal) stays, tied to an account that has no name or e-mail any more; chat messages
 * read « Compte supprimé »; a creator's videos are unpublished, or deleted if they chose so (a video with
 * sponsorships stays, unpublished: its ledger names it). Each account is taken under its row lock (skip locked):
 * two instances never erase one twice, and a sign-in that cancelled the deletion meanwhile wins.
 */
export function createAccountErasure({ db, storage, events }: Deps) {
  /** Erases one due account; the videos to remove from storage once committed, or undefined when none is due. */
  const eraseOne = (now: Date) =>
    db.transaction(async (tx) => {
      const [user] = await tx
        .select({ id: users.id, deletesVideos: users.deletionDeletesVideos })
        .from(users)
        .where(and(lte(users.deletionAt, now), isNull(users.erasedAt)))
        .orderBy(users.deletionAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!user) return undefined;
      for (const blank of BLANKED) await tx.execute(blank(user.id));
      for (const [table, by] of DELETED) await tx.execute(sql`delete from ${sql.identifier(table)} where ${sql.identifier(by)} = ${user.id}`);
      const removedVideos = user.deletesVideos
        ? idsOf(await tx.execute(sql`delete from videos v where uploaded_by = ${user.id} and not exists (select 1 from sponsorships s where s.video_id = v.id) returning id`))
        : [];
      const unpublished = idsOf(await tx.execute(sql`update videos set is_active = false where uploaded_by = ${user.id} and is_active returning id`));
      // Archives of the person's data go too (their files once committed).
      const archives = idsOf(await tx.execute(sql`delete from data_exports where user_id = ${user.id} returning id`));
      await tx.execute(sql`update users set first_name = 'Compte', last_name = 'supprimé', email = 'supprime-' || id || '@kora.invalid', password_hash = '!',
        profile_pin_hash = null, profile_image_url = null, two_factor_enabled_at = null, erased_at = ${now}, updated_at = now() where id = ${user.id}`);
      await createAdminActionsRepository(tx).record({ adminId: user.id, action: 'user.erase', targetType: 'user', targetId: user.id, details: { videosDeleted: removedVideos.length, videosUnpublished: unpublished.length } });
      return { userId: user.id, removedVideos, unpublished, archives };
    });

  return {
    /** Erases every account due at `now`, one at a time; answers their ids. */
    async sweep(now: Date): Promise<string[]> {
      const erased: string[] = [];
      for (let done = await eraseOne(now); done; done = await eraseOne(now)) {
        erased.push(done.userId);
        await events.publish('user.changed', { userId: done.userId });
        for (const videoId of done.unpublished) await events.publish('video.changed', { videoId });
        for (const videoId of done.removedVideos) await removeVideoMedia({ storage, events }, videoId);
        for (const id of done.archives) await storage.removePrefix(`exports/${id}`);
      }
      return erased;
    },
  };
}
export type AccountErasure = ReturnType<typeof createAccountErasure>;
