import { sql } from 'drizzle-orm';
import { creatorLimits, type CreatorStats } from '@kora/shared';
import type { DbExecutor } from '../../db/client.js';

const { recentDays, chartDays, topVideos } = creatorLimits;

/**
 * A creator's dashboard figures (GET /api/creator/stats), all computed by PostgreSQL in one
 * statement, each part on an index range of this creator:
 * - totalVideos: their videos in any state but failed (a failed upload never was content; it
 *   stays listed in their Vidéos tab with its reason); blocked and unpublished ones count.
 * - totalLiveStreams: the lives they created, whatever their status (read here from
 *   `live_streams`, so the figures stay one statement; the lives module owns its writes).
 * - totalViews: the sum of their videos' view counters; topVideos: the 5 most viewed (equal
 *   counts in index order).
 * - weeklyViews / newSubscribers: views counted and follows made in the last 7 × 24 h.
 * - daily: the last 28 UTC days, today included, oldest first, every day present: views counted
 *   that day and hours watched (two decimals, so a small channel's day is not rounded to 0).
 * - watchTime: hours watched over those 28 days, one decimal. Not all time: summing every day of
 *   a large channel's history (a million rows for a million views) alone costs more than the
 *   100 ms the whole answer has; the 28 days are the chart's own index range.
 * Views and seconds are stamped with the creator on the event (video_views.creator_id,
 * watch_daily.creator_id), so 10,000 videos cost no join, and both day ranges are read from their
 * index alone. JIT is off (on every pool connection): its compilation costs more than the query.
 */
export async function readCreatorStats(db: DbExecutor, creatorId: string): Promise<CreatorStats> {
  const statement = sql`
    with bounds as (
      select (now() at time zone 'utc')::date as today,
             ((now() at time zone 'utc')::date - ${chartDays - 1}::int) as first_day
    ),
    own_videos as (
      select count(*) filter (where status <> 'failed')::int as total, coalesce(sum(views), 0)::bigint as views
      from videos where uploaded_by = ${creatorId}
    ),
    own_lives as (select count(*)::int as total from live_streams where created_by = ${creatorId}),
    followers as (
      select count(*)::int as total,
             count(*) filter (where created_at > now() - make_interval(days => ${recentDays}))::int as recent
      from creator_follows where creator_id = ${creatorId}
    ),
    recent_views as (
      select count(*)::int as total from video_views
      where creator_id = ${creatorId} and viewed_at > now() - make_interval(days => ${recentDays})
    ),
    views_by_day as (
      select (viewed_at at time zone 'utc')::date as day, count(*)::int as views
      from video_views, bounds
      where creator_id = ${creatorId} and viewed_at >= (bounds.first_day::timestamp at time zone 'utc')
      group by 1
    ),
    watch_by_day as (
      select day, sum(seconds::float8) as seconds
      from watch_daily, bounds
      where creator_id = ${creatorId} and day >= bounds.first_day
      group by day
    ),
    days as (
      select d::date as day from bounds, generate_series(bounds.first_day, bounds.today, interval '1 day') as d
    ),
    top as (
      select id, title, views from videos where uploaded_by = ${creatorId}
      order by views desc limit ${topVideos}
    )
    select json_build_object(
      'totalVideos', own_videos.total,
      'totalLiveStreams', own_lives.total,
      'totalViews', own_videos.views,
      'totalSubscribers', followers.total,
      'weeklyViews', recent_views.total,
      'newSubscribers', followers.recent,
      'watchTime', round((coalesce((select sum(seconds) from watch_by_day), 0) / 3600)::numeric, 1),
      'daily', (
        select json_agg(json_build_object(
          'day', to_char(days.day, 'YYYY-MM-DD'),
          'views', coalesce(views_by_day.views, 0),
          'watchHours', round((coalesce(watch_by_day.seconds, 0) / 3600)::numeric, 2)
        ) order by days.day)
        from days
        left join views_by_day using (day)
        left join watch_by_day using (day)
      ),
      'topVideos', coalesce((select json_agg(json_build_object('id', top.id, 'title', top.title, 'views', top.views) order by top.views desc) from top), '[]'::json)
    ) as stats
    from own_videos, own_lives, followers, recent_views`;
  // One statement, no transaction: JIT is off on every pool connection (db/client.ts).
  const result = await db.execute<{ stats: CreatorStats }>(statement);
  const stats = result.rows[0]?.stats;
  if (!stats) throw new Error('creator stats: no row');
  return stats;
}
