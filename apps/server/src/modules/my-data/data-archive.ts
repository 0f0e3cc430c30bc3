import { sql } from 'drizzle-orm';
import { isLocale, type Locale } from '@kora/shared';
import type { Database } from '../../db/client.js';
import { inLanguageOf } from '../../i18n/locale-context.js';
import { myDataTexts } from './my-data-texts.js';

/**
 * What an archive of a person's data holds: every table that says something about them, by the column that names
 * them, as JSON rows (`to_jsonb`), with what is a secret of the service rather than a fact about the person left out
 * (password and PIN hashes, session hashes, push keys, verification codes). Kept as a list so a new table with a
 * person's data is one line here (docs/decisions.md, « Operations »).
 */
const SECTIONS: ReadonlyArray<{ name: string; table: string; by: string; omit?: readonly string[] }> = [
  // `profile_id`: rows of the person's profiles.
  { name: 'profiles', table: 'profiles', by: 'user_id' },
  { name: 'favourites', table: 'favorites', by: 'profile_id' },
  { name: 'watchProgress', table: 'watch_progress', by: 'profile_id' },
  { name: 'views', table: 'video_views', by: 'user_id' },
  { name: 'downloads', table: 'video_downloads', by: 'user_id' },
  { name: 'devices', table: 'sessions', by: 'user_id', omit: ['id_hash'] },
  { name: 'chatMessages', table: 'chat_messages', by: 'user_id' },
  { name: 'follows', table: 'creator_follows', by: 'follower_id' },
  { name: 'subscriptions', table: 'subscriptions', by: 'user_id' },
  { name: 'payments', table: 'payment_ledger', by: 'user_id' },
  { name: 'sponsorshipsGiven', table: 'sponsorships', by: 'sponsor_id' },
  { name: 'notifications', table: 'notifications', by: 'user_id' },
  { name: 'notificationPreferences', table: 'notification_preferences', by: 'user_id' },
  { name: 'notificationContacts', table: 'notification_contacts', by: 'user_id', omit: ['code_hash'] },
  { name: 'pushSubscriptions', table: 'push_subscriptions', by: 'user_id', omit: ['p256dh', 'auth'] },
  // As a creator: the channel, the application, the videos' metadata, the earnings and payouts.
  { name: 'creatorApplications', table: 'creator_applications', by: 'user_id' },
  { name: 'creatorChannel', table: 'creator_profiles', by: 'user_id' },
  { name: 'videosUploaded', table: 'videos', by: 'uploaded_by' },
  { name: 'sponsorshipsReceived', table: 'sponsorships', by: 'creator_id' },
  { name: 'earnings', table: 'creator_ledger', by: 'creator_id' },
  { name: 'payouts', table: 'creator_payouts', by: 'creator_id' },
];
const ACCOUNT_OMIT = ['password_hash', 'profile_pin_hash'];

/** The language kept on the account row as the archive reads it (a column of `users`). */
const localeOfAccount = (account: Record<string, unknown> | undefined): Locale | null => {
  const locale = account?.locale;
  return typeof locale === 'string' && isLocale(locale) ? locale : null;
};

export interface DataArchive {
  format: 'kora-donnees-1';
  about: string;
  exportedAt: string;
  account: Record<string, unknown>;
  [section: string]: unknown;
}

/** Every section of `userId`'s data, read in one snapshot (REPEATABLE READ), as the archive the person receives. */
export function buildArchive(db: Database, userId: string, now: Date): Promise<DataArchive> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const one = async (table: string, by: string, omit: readonly string[]) => {
      const omitted = sql.raw(`array[${omit.map((column) => `'${column}'`).join(', ')}]::text[]`);
      const whose = by === 'profile_id' ? sql`t.profile_id in (select id from profiles where user_id = ${userId})` : sql`${sql.identifier(by)} = ${userId}`;
      const { rows } = await tx.execute(sql`select coalesce(jsonb_agg(to_jsonb(t) - ${omitted} order by t.ctid), '[]'::jsonb) as rows from ${sql.identifier(table)} t where ${whose}`);
      return ((rows[0] as { rows?: unknown[] } | undefined)?.rows ?? []) as Array<Record<string, unknown>>;
    };
    const [account] = await one('users', 'id', ACCOUNT_OMIT);
    const archive: DataArchive = {
      format: 'kora-donnees-1',
      about: inLanguageOf({ locale: localeOfAccount(account) }, () => myDataTexts.archiveAbout),
      exportedAt: now.toISOString(),
      account: account ?? {},
    };
    for (const { name, table, by, omit = [] } of SECTIONS) archive[name] = await one(table, by, omit);
    return archive;
  });
}
