import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { expect } from 'vitest';
import { apiPaths, type ChatHistory, pathTo } from '@kora/shared';
import type { Database } from '../../src/db/client.js';
import { connectChat } from '../chat-client.js';
import { createUser } from '../factories.js';
import { until } from '../until.js';

/*
 * What the cluster's tests do through its front door (nginx): sign in, put a live on air, read /metrics.
 */
const json = { 'content-type': 'application/json' };

/** Signs in through `base` and answers the session cookie (`kora_sid=…`). */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}${apiPaths.login}`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('kora_sid='));
  return (cookie ?? '').split(';')[0] as string;
}

/** A creator's live approved and on air through `base`, with a signed-in premium viewer; `say` posts in its chat. */
export async function liveOnAir(base: string, db: Database, title: string) {
  const creator = await createUser(db, { accountType: 'creator' });
  const admin = await createUser(db, { accountType: 'admin' });
  const viewer = await createUser(db, { tier: 'premium' });
  const creatorCookie = await signIn(base, creator.email, creator.password);
  const adminCookie = await signIn(base, admin.email, admin.password);
  const viewerCookie = await signIn(base, viewer.email, viewer.password);
  const post = (p: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${p}`, { method: 'POST', headers: { ...json, ...headers, cookie }, body: JSON.stringify(body ?? {}) }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { id: string },
      requestId: r.headers.get('x-request-id'),
    }));
  const live = await post(apiPaths.liveStreams, creatorCookie, { title, category: 'Sport', ageRating: 'tous' });
  expect(live.status).toBe(201);
  expect((await post(pathTo(apiPaths.adminApproveLive, { id: live.body.id }), adminCookie)).status).toBe(200);
  expect((await post(pathTo(apiPaths.liveStart, { id: live.body.id }), creatorCookie)).status).toBe(200);
  const say = (message: string) => post(pathTo(apiPaths.liveChat, { id: live.body.id }), creatorCookie, { message });
  return { live: live.body, say, creator, creatorCookie, viewerCookie, post };
}

/** The Prometheus series of `base` + `path`, read with the operator's `token`. */
export async function scrape(base: string, token: string, path = '/metrics') {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return parsePrometheusTextFormat(await res.text());
}

/** The sum of a counter's series whose labels include `labels`. */
export const counter = (families: ReturnType<typeof parsePrometheusTextFormat>, name: string, labels: Record<string, string> = {}) =>
  (families.find((f) => f.name === name)?.metrics ?? [])
    .filter((m) => Object.entries(labels).every(([k, v]) => (m as { labels?: Record<string, string> }).labels?.[k] === v))
    .reduce((sum, m) => sum + Number((m as { value: string }).value), 0);

/**
 * A page's live chat through `base`, as the web app keeps it: when its instance stops it reconnects, and asks for
 * what it missed since its cursor (the highest seq up to which it holds every message). `seen`: every message id
 * it has shown; `stop()` closes it.
 */
export function followChat(base: string, cookie: string, liveId: string) {
  const [seen, seqs] = [new Set<string>(), new Set<number>()];
  let [cursor, chatting] = [0, true];
  const hear = (message: { id: string; seq: number }) => {
    seen.add(message.id);
    seqs.add(message.seq);
    while (seqs.has(cursor + 1)) cursor += 1;
  };
  const following = (async () => {
    while (chatting) {
      const socket = await connectChat(base, cookie.split('=')[1], { origin: base }).catch(() => undefined);
      if (!socket) continue;
      let read = 0;
      socket.socket.on('message', () => {
        for (; read < socket.events.length; read += 1) {
          const event = socket.events[read];
          if (event?.type === 'chat_message') hear(event.data);
        }
      });
      await socket.join(liveId).catch(() => undefined);
      const missed = (await (await fetch(`${base}${pathTo(apiPaths.liveChat, { id: liveId }, { after: cursor })}`, { headers: { cookie } })).json()) as ChatHistory;
      for (const message of missed.messages ?? []) hear(message);
      await Promise.race([socket.closed, until('the page to close', async () => chatting, (going) => !going, 600_000).catch(() => undefined)]);
      socket.close();
    }
  })();
  return {
    seen,
    stop: async () => {
      chatting = false;
      await following;
    },
  };
}
