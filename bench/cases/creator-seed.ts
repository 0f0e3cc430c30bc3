import pg from 'pg';

/** The size of channel the creator dashboard's Aperçu must answer fast for. */
export const LARGE_CHANNEL = { videos: 10_000, views: 1_000_000, viewers: 2_000, followers: 1_500, days: 365 } as const;

/**
 * Makes `creatorId` a creator with a channel, and writes `count` accounts that never sign in (one fixed password
 * hash), e-mailed `<emailPrefix><n>@exemple.sn`: what the bench's large channels start from.
 */
export async function seedCreatorAndAccounts(
  pool: pg.Pool,
  creatorId: string,
  channel: { channel: string; frequency: string; duration: string },
  accounts: { firstName: string; emailPrefix: string; count: number },
): Promise<void> {
  await pool.query(`update users set account_type = 'creator' where id = $1`, [creatorId]);
  await pool.query(
    `insert into creator_profiles (user_id, business_name, country, address, contact_info, content_categories, publication_frequency, average_video_duration)
     values ($1, $2, 'Sénégal', 'Dakar', '+221 77 000 00 00', '["Musique"]', $3, $4)`,
    [creatorId, channel.channel, channel.frequency, channel.duration],
  );
  await pool.query(
    `insert into users (first_name, last_name, email, password_hash)
     select $2, i::text, $3 || i || '@exemple.sn', 'x' from generate_series(1, $1::int) i`,
    [accounts.count, accounts.firstName, accounts.emailPrefix],
  );
}

/**
 * Turns `creatorId` into a large channel, by SQL alone (a few seconds): a creator profile,
 * {@link LARGE_CHANNEL}.videos ready videos, as many viewers, a million views spread over a year
 * (each on its video's counter and in `video_views` with its creator, as the view route writes them),
 * the matching seconds watched per user, video and day, and followers over the year.
 */
export async function seedLargeChannel(databaseUrl: string, creatorId: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const { videos, views, viewers, followers, days } = LARGE_CHANNEL;
  try {
    await seedCreatorAndAccounts(pool, creatorId, { channel: 'Grande Chaîne', frequency: 'daily', duration: 'medium' }, { firstName: 'Spectateur', emailPrefix: 'bench-viewer-', count: viewers });
    await pool.query(
      `insert into videos (title, category, age_rating, uploaded_by, status, duration_seconds, thumbnail_url, created_at)
       select 'Vidéo ' || i, 'Musique', 'tous', $1, 'ready', 60 + i % 600, 'nature', now() - make_interval(days => i % $3::int)
       from generate_series(1, $2::int) i`,
      [creatorId, videos, days],
    );
    await pool.query(
      `with v as (select array_agg(id) a from videos where uploaded_by = $1),
            u as (select array_agg(id) a from users where email like 'bench-viewer-%')
       insert into video_views (user_id, video_id, creator_id, viewed_at)
       select u.a[1 + (i::bigint * 7919) % $3::int], v.a[1 + (i::bigint * 104729) % $2::int], $1, now() - make_interval(secs => ((i::bigint * 2654435761) % ($5::bigint * 86400))::double precision)
       from generate_series(1, $4::int) i, v, u`,
      [creatorId, videos, viewers, views, days],
    );
    await pool.query(
      `update videos set views = c.n from (select video_id, count(*)::int n from video_views where creator_id = $1 group by video_id) c where videos.id = c.video_id`,
      [creatorId],
    );
    await pool.query(
      `insert into watch_daily (user_id, video_id, day, creator_id, seconds)
       select user_id, video_id, (viewed_at at time zone 'utc')::date, creator_id, 30 + (extract(epoch from viewed_at)::bigint % 300)
       from video_views where creator_id = $1
       on conflict do nothing`,
      [creatorId],
    );
    await pool.query(
      `insert into creator_follows (follower_id, creator_id, created_at)
       select id, $1, now() - make_interval(days => (row_number() over ())::int % $3::int)
       from users where email like 'bench-viewer-%' limit $2`,
      [creatorId, followers, days],
    );
    // A year of data has long been vacuumed by autovacuum: the visibility map lets counts read the indexes alone.
    await pool.query('vacuum analyze');
  } finally {
    await pool.end();
  }
}
