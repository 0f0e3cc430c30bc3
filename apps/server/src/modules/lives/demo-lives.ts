import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { type AgeRating, DEMO_LIVE_ID, type LiveCategory, type LiveStatus, type Tier } from '@kora/shared';
import { runFfmpeg, type MediaToolPaths } from '../../media/ffmpeg.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { LivesRepository } from './lives.repository.js';
import type { StreamKeys } from './stream-keys.js';

/** The demo catalogue video that stands as the replay of the ended demo live. */
const DEMO_REPLAY_VIDEO_ID = '0d5e3c1a-0011-4000-8000-00000000c011';

interface DemoLive {
  id: string;
  owner: string;
  title: string;
  description: string;
  category: LiveCategory;
  requiredTier: Tier;
  ageRating: AgeRating;
  status: LiveStatus;
  rejectionReason?: string;
  /** Hours from now (negative: in the past). */
  scheduledInHours?: number;
  ended?: boolean;
}

/**
 * The demo lives: the always-on one (a test pattern published into our own ingest, id
 * DEMO_LIVE_ID), and one of each other state: ended with a replay, pending, rejected, scheduled.
 */
const demoLives: readonly DemoLive[] = [
  { id: DEMO_LIVE_ID, owner: 'direct@kora.demo', title: 'Kora en direct : la mire', description: 'Le direct de démonstration de Kora : une mire, une horloge et un son, en continu.', category: 'Éducation', requiredTier: 'free', ageRating: 'tous', status: 'approved' },
  { id: '00000000-0000-4000-8000-000000000001', owner: 'createur@kora.demo', title: 'Rythmes du Sahel en concert', description: 'Le concert d’hier soir, à revoir.', category: 'Musique', requiredTier: 'free', ageRating: 'tous', status: 'approved', scheduledInHours: -26, ended: true },
  { id: '00000000-0000-4000-8000-000000000002', owner: 'createur@kora.demo', title: 'Atelier cuisine : le thiéboudienne', description: 'Pas à pas, le plat national sénégalais.', category: 'Cuisine', requiredTier: 'basic', ageRating: 'tous', status: 'pending', scheduledInHours: 48 },
  { id: '00000000-0000-4000-8000-000000000003', owner: 'createur@kora.demo', title: 'Tournoi FIFA entre amis', description: 'Soirée manette.', category: 'Gaming', requiredTier: 'free', ageRating: '12', status: 'rejected', rejectionReason: 'Les droits de diffusion du jeu ne sont pas précisés.' },
  { id: '00000000-0000-4000-8000-000000000004', owner: 'createur@kora.demo', title: 'Grand entretien : l’histoire du Mali', description: 'Une heure avec une historienne de Bamako.', category: 'Histoire', requiredTier: 'premium', ageRating: '10', status: 'approved', scheduledInHours: 24 },
];

/**
 * Inserts the demo lives that are missing, and puts the always-on one back to "not started yet"
 * (it goes on air when the pattern publishes). Returns their ids, for the caller to announce.
 */
export async function seedDemoLives(lives: LivesRepository, users: Pick<UsersRepository, 'findByEmail'>, keys: StreamKeys): Promise<string[]> {
  const ids: string[] = [];
  for (const demo of demoLives) {
    const owner = await users.findByEmail(demo.owner);
    if (!owner) continue;
    const hours = (h: number | undefined) => (h === undefined ? null : new Date(Date.now() + h * 3600_000));
    const live = await lives.insert({
      id: demo.id,
      title: demo.title,
      description: demo.description,
      category: demo.category,
      requiredTier: demo.requiredTier,
      ageRating: demo.ageRating,
      status: demo.status,
      rejectionReason: demo.rejectionReason ?? null,
      scheduledAt: hours(demo.scheduledInHours),
      createdBy: owner.id,
      ...keys.generate().stored,
    });
    if (demo.ended && !live.endedAt && (await lives.start(live.id)) !== 'taken') {
      await lives.end(live.id);
      await lives.setReplay(live.id, DEMO_REPLAY_VIDEO_ID);
    }
    ids.push(live.id);
  }
  await lives.resetForDemo(DEMO_LIVE_ID);
  return ids;
}

/**
 * Publishes the demo live's test pattern (a frame counter and clock, and a tone) to our own RTMP
 * ingest, as an encoder would, until `signal` aborts; restarts it after a failure. 426×240 at
 * 15 fps and 300 kb/s: the ladder it feeds is 144p, 240p and audio, cheap enough to run all day
 * beside everything else on two cores (docs/performance.md gives the measured share).
 */
export async function publishDemoLive({ rtmpUrl, streamKey, tools, log, signal }: { rtmpUrl: string; streamKey: string; tools: MediaToolPaths; log: FastifyBaseLogger; signal: AbortSignal }): Promise<void> {
  const args = [
    '-re', '-f', 'lavfi', '-i', 'testsrc=size=426x240:rate=15',
    '-re', '-f', 'lavfi', '-i', 'sine=frequency=440:beep_factor=4:sample_rate=44100',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p',
    '-g', '30', '-b:v', '300k', '-maxrate', '330k', '-bufsize', '600k',
    '-c:a', 'aac', '-b:a', '48k', '-ar', '44100',
    '-f', 'flv', `${rtmpUrl}/${streamKey}`,
  ];
  let failures = 0;
  while (!signal.aborted) {
    const startedAt = Date.now();
    await runFfmpeg(args, { signal, paths: tools }).catch((err: unknown) => {
      if (!signal.aborted) log.warn({ err }, 'la mire du direct de démonstration s’est arrêtée ; nouvel essai');
    });
    failures = Date.now() - startedAt > 60_000 ? 0 : failures + 1;
    await delay(Math.min(30_000, 1000 * 2 ** Math.min(failures, 5)), undefined, { signal }).catch(() => undefined);
  }
}
