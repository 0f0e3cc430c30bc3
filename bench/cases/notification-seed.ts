import { seedCreatorAndAccounts } from './creator-seed.js';
import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

/** The audience a creator's go-on-air must reach: every follower told in the app, each with a browser subscribed to Web Push. */
export const FOLLOWERS = 100_000;

/** A push service on loopback that accepts every message (201) and counts them, with when the count last grew. */
export interface CountingPushService {
  url: string;
  received(): number;
  /** performance.now() of the latest message received, or null before the first. */
  lastAt(): number | null;
  close(): Promise<void>;
}

export async function startCountingPushService(): Promise<CountingPushService> {
  let count = 0;
  let last: number | null = null;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method === 'POST') {
        count += 1;
        last = performance.now();
      }
      res.writeHead(req.method === 'POST' ? 201 : 404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => count,
    lastAt: () => last,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * One browser's keys (a P-256 public key and a 16-byte auth secret, base64url), shared by every seeded
 * subscription: Kora encrypts each message for them as for any browser (RFC 8291), so each push costs what a real one does.
 */
function browserKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/**
 * Turns `creatorId` into a creator with {@link FOLLOWERS} followers, by SQL alone: a creator profile, the followers'
 * accounts (one fixed password hash: they never sign in), their follows, one Web Push subscription each on `pushUrl`,
 * and an approved live of the creator, not yet on air. Answers the live's id.
 */
export async function seedFollowedCreator(databaseUrl: string, creatorId: string, pushUrl: string): Promise<string> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const keys = browserKeys();
  try {
    await seedCreatorAndAccounts(pool, creatorId, { channel: 'Awa en direct', frequency: 'weekly', duration: 'long' }, { firstName: 'Abonné', emailPrefix: 'bench-follower-', count: FOLLOWERS });
    await pool.query(
      `insert into creator_follows (follower_id, creator_id, created_at)
       select id, $1, now() - make_interval(mins => (row_number() over ())::int)
       from users where email like 'bench-follower-%'`,
      [creatorId],
    );
    await pool.query(
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth)
       select id, $1 || '/push/' || id, $2, $3 from users where email like 'bench-follower-%'`,
      [pushUrl, keys.p256dh, keys.auth],
    );
    const key = randomBytes(16).toString('hex');
    const { rows } = await pool.query<{ id: string }>(
      `insert into live_streams (title, description, category, required_tier, age_rating, status, created_by, stream_key_hash, stream_key_ciphertext)
       values ('Concert à Dakar', 'En direct du Grand Théâtre', 'Musique', 'free', 'tous', 'approved', $1, $2, $2)
       returning id`,
      [creatorId, key],
    );
    // Rows written over months have long been vacuumed and analysed by autovacuum.
    await pool.query('vacuum analyze');
    const live = rows[0];
    if (!live) throw new Error('no live inserted');
    return live.id;
  } finally {
    await pool.end();
  }
}
