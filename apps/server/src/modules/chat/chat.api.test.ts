import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type ChatHistory, type ChatMessage, chatMessages as texts, chatCloseCodes, type LiveStream, pathTo } from '@kora/shared';
import { type Agent, signedInAgent } from '../../../test/agent.js';
import { type ChatTestClient, connectChat } from '../../../test/chat-client.js';
import { changeUser, createUser, createVideo } from '../../../test/factories.js';
import { setLiveReplay } from '../../../test/factories/admin.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/*
 * The chat of a live on one instance, through its two doors: HTTP (history, posting, moderation)
 * and real `ws` sockets on /ws. The rules (length, who may post, flood, slow mode, sanctions)
 * and what every socket in the live sees.
 */
let t: TestApp;
let base: string;
let admin: Agent;
let creator: Agent;
let creatorId: string;
let premium: Agent;
let premiumId: string;
let free: Agent;
const sockets: ChatTestClient[] = [];

async function approvedLive(over: Record<string, unknown> = {}): Promise<LiveStream> {
  const created = await creator.post<LiveStream>(apiPaths.liveStreams, { title: 'Match en direct', description: 'Ligue 1', category: 'Sport', ageRating: 'tous', ...over });
  expect(created.status).toBe(201);
  const approved = await admin.post<LiveStream>(pathTo(apiPaths.adminApproveLive, { id: created.body.id }));
  expect(approved.status).toBe(200);
  return approved.body;
}

async function socketOf(agent: Agent | undefined): Promise<ChatTestClient> {
  const client = await connectChat(base, agent?.cookie());
  sockets.push(client);
  return client;
}

const chatOf = (id: string) => pathTo(apiPaths.liveChat, { id });
const post = (agent: Agent, id: string, message: string) => agent.post<ChatMessage & { code?: string; message: string; retryAt?: string }>(chatOf(id), { message });

beforeAll(async () => {
  t = await createTestApp({ MAX_LIVE_TRANSCODES: '0', CHAT_MAX_BUFFERED_KB: '16' });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const as = async (o: Parameters<typeof createUser>[1]) => {
    const user = await createUser(t.database.db, o);
    return { user, agent: await signedInAgent(t.app, user) };
  };
  admin = (await as({ accountType: 'admin', firstName: 'Kora', lastName: 'Admin' })).agent;
  const c = await as({ accountType: 'creator', firstName: 'Awa', lastName: 'Ndiaye' });
  creator = c.agent;
  creatorId = c.user.id;
  const p = await as({ tier: 'premium', firstName: 'Moussa', lastName: 'Diop' });
  premium = p.agent;
  premiumId = p.user.id;
  free = (await as({ tier: 'free' })).agent;
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

describe('posting and reading', () => {
  it('stores a message, then delivers it as text to every socket in the live, and serves the last ones', async () => {
    const live = await approvedLive();
    const reader = await socketOf(free);
    const joined = await reader.join(live.id);
    expect(joined).toMatchObject({ lastSeq: 0, settings: { slowModeSeconds: 0, subscribersOnly: false }, me: { canPost: true, canModerate: false } });
    const attack = '<img src=x onerror=alert(1)> bonjour';
    const res = await post(premium, live.id, `  ${attack}  `);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ seq: 1, message: attack, username: 'Moussa Diop', role: 'viewer', userId: premiumId, streamId: live.id });
    const received = await reader.next('chat_message');
    expect(received.data).toEqual(res.body);
    const fromCreator = await post(creator, live.id, 'Bienvenue à tous');
    expect(fromCreator.body).toMatchObject({ seq: 2, role: 'creator' });
    expect((await post(admin, live.id, 'Bonne diffusion')).body).toMatchObject({ seq: 3, role: 'admin' });
    const history = await free.get<ChatHistory>(`${chatOf(live.id)}?limit=2`);
    expect(history.body.messages.map((m) => m.seq)).toEqual([2, 3]);
    expect(history.body.lastSeq).toBe(3);
    const older = await free.get<ChatHistory>(`${chatOf(live.id)}?before=2`);
    expect(older.body.messages.map((m) => m.message)).toEqual([attack]);
  });

  it('refuses blank and over-long text in French, on HTTP and on the socket, and stores nothing', async () => {
    const live = await approvedLive();
    const blank = await post(premium, live.id, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Le message ne peut pas être vide');
    const long = await post(premium, live.id, 'a'.repeat(501));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Le message ne doit pas dépasser 500 caractères');
    expect((await post(premium, live.id, 'é'.repeat(500))).status).toBe(201);
    const socket = await socketOf(premium);
    await socket.join(live.id);
    socket.send({ type: 'chat_message', message: 'b'.repeat(501), clientId: 'c1' });
    expect((await socket.next('error', (e) => e.data.clientId === 'c1')).data).toMatchObject({ code: 'validation_error', message: 'Le message ne doit pas dépasser 500 caractères' });
    expect((await premium.get<ChatHistory>(chatOf(live.id))).body.messages).toHaveLength(1);
    expect((await free.get<ChatHistory>(`${chatOf(live.id)}?limit=101`)).status).toBe(400);
  });

  it('lets only those who may watch the live read and post; an anonymous socket joins nothing', async () => {
    const live = await approvedLive({ requiredTier: 'premium' });
    expect((await post(free, live.id, 'Je veux voir')).status).toBe(403);
    expect((await free.get(chatOf(live.id))).status).toBe(403);
    const freeSocket = await socketOf(free);
    const refused = freeSocket.next('error');
    freeSocket.send({ type: 'join_stream', streamId: live.id, userId: premiumId });
    expect((await refused).data.code).toBe('tier_required');
    const anonymous = await socketOf(undefined);
    anonymous.send({ type: 'join_stream', streamId: live.id, userId: 'anonymous' });
    expect((await anonymous.next('error')).data.code).toBe('unauthorized');
    anonymous.send({ type: 'chat_message', message: 'coucou', clientId: 'x' });
    expect((await anonymous.next('error', (e) => e.data.clientId === 'x')).data.code).toBe('unauthorized');
    expect((await premium.get<ChatHistory>(chatOf(live.id))).body.messages).toEqual([]);
    const pending = await creator.post<LiveStream>(apiPaths.liveStreams, { title: 'Pas encore validé', category: 'Sport', ageRating: 'tous' });
    expect((await post(premium, pending.body.id, 'Trop tôt')).status).toBe(404);
  });

  it('acknowledges a socket post after storing it, and resyncs a page with exactly what it missed', async () => {
    const live = await approvedLive();
    const writer = await socketOf(premium);
    const { lastSeq } = await writer.join(live.id);
    writer.send({ type: 'chat_message', message: 'Premier !', clientId: 'a1' });
    const ack = await writer.next('chat_ack', (e) => e.data.clientId === 'a1');
    expect(ack.data.message).toMatchObject({ seq: lastSeq + 1, message: 'Premier !' });
    const cursor = ack.data.message.seq;
    for (const text of ['un', 'deux', 'trois']) expect((await post(creator, live.id, text)).status).toBe(201);
    const hiddenTarget = await post(premium, live.id, 'à masquer');
    expect((await creator.delete(`${chatOf(live.id)}/${hiddenTarget.body.id}`)).status).toBe(200);
    const missed = await premium.get<ChatHistory>(`${chatOf(live.id)}?after=${cursor}`);
    expect(missed.body.messages.map((m) => m.message)).toEqual(['un', 'deux', 'trois']);
    expect(missed.body.hiddenIds).toEqual([hiddenTarget.body.id]);
    expect(missed.body.lastSeq).toBe(cursor + 5);
    expect(missed.body.truncated).toBe(false);
    const nothing = await premium.get<ChatHistory>(`${chatOf(live.id)}?after=${missed.body.lastSeq}`);
    expect(nothing.body).toMatchObject({ messages: [], hiddenIds: [], truncated: false });
    expect((await premium.get<ChatHistory>(`${chatOf(live.id)}?after=${cursor}&limit=2`)).body.truncated).toBe(true);
  });
});

describe('keeping the chat clean', () => {
  it('refuses a flood (3 per 2 s, then 10 s of silence) and repeats, with when to write again; the creator is exempt', async () => {
    const live = await approvedLive();
    for (const text of ['a', 'b', 'c']) expect((await post(premium, live.id, text)).status).toBe(201);
    const flood = await post(premium, live.id, 'd');
    expect(flood.status).toBe(429);
    expect(flood.body.message).toMatch(/^Vous envoyez trop de messages\. Réessayez dans (9|10) s\.$/);
    expect(Date.parse(flood.body.retryAt as string) - Date.now()).toBeGreaterThan(8000);
    expect((await post(premium, live.id, 'e')).status).toBe(429);
    expect((await post(free, live.id, 'Salut')).status).toBe(201);
    expect((await post(free, live.id, 'salut')).body.message).toBe(texts.duplicate);
    for (const text of ['1', '2', '3', '4', '5', '5']) expect((await post(creator, live.id, text)).status).toBe(201);
  });

  it('applies slow mode to viewers only and tells them when they may write again', async () => {
    const live = await approvedLive();
    const watcher = await socketOf(free);
    await watcher.join(live.id);
    expect((await premium.patch(`${chatOf(live.id)}/settings`, { slowModeSeconds: 30 })).status).toBe(403);
    expect((await creator.patch(`${chatOf(live.id)}/settings`, { slowModeSeconds: 7 })).status).toBe(400);
    expect((await creator.patch(`${chatOf(live.id)}/settings`, { slowModeSeconds: 30 })).body).toEqual({ slowModeSeconds: 30, subscribersOnly: false });
    expect((await watcher.next('chat_settings')).data.slowModeSeconds).toBe(30);
    expect((await post(premium, live.id, 'premier')).status).toBe(201);
    const second = await post(premium, live.id, 'second');
    expect(second.status).toBe(429);
    expect(second.body.message).toMatch(/^Mode lent : un message toutes les 30 s\. Réessayez dans (29|30) s\.$/);
    expect((await post(creator, live.id, 'moi je peux')).status).toBe(201);
    expect((await post(creator, live.id, 'encore')).status).toBe(201);
  });

  it('reserves the chat to subscribers when asked, even in a free live', async () => {
    const live = await approvedLive();
    await admin.patch(`${chatOf(live.id)}/settings`, { subscribersOnly: true });
    const refused = await post(free, live.id, 'Et moi ?');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'chat_muted', message: texts.subscribersOnlyRefused });
    expect((await free.get<ChatHistory>(chatOf(live.id))).body.me).toMatchObject({ canPost: false, restriction: { kind: 'subscribers_only' } });
    expect((await post(premium, live.id, 'Abonné')).status).toBe(201);
  });

  it('times out and bans from the message, tells only the person, and lifts it', async () => {
    const live = await approvedLive();
    const target = await socketOf(premium);
    await target.join(live.id);
    const other = await socketOf(free);
    await other.join(live.id);
    expect((await free.put(`${chatOf(live.id)}/sanctions/${premiumId}`, { kind: 'ban' })).status).toBe(403);
    expect((await creator.put(`${chatOf(live.id)}/sanctions/${creatorId}`, { kind: 'ban' })).status).toBe(403);
    const timeout = await creator.put(`${chatOf(live.id)}/sanctions/${premiumId}`, { kind: 'timeout', seconds: 300 });
    expect(timeout.body).toMatchObject({ kind: 'timeout', username: 'Moussa Diop' });
    const told = await target.next('restriction');
    expect(told.data).toMatchObject({ kind: 'timeout', message: texts.timedOut(5) });
    const refused = await post(premium, live.id, 'Je reviens');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(texts.timedOut(5));
    expect((await creator.get<unknown[]>(`${chatOf(live.id)}/sanctions`)).body).toHaveLength(1);
    await admin.put(`${chatOf(live.id)}/sanctions/${premiumId}`, { kind: 'ban' });
    expect((await target.next('restriction', (e) => e.data?.kind === 'ban')).data?.message).toBe(texts.banned);
    target.send({ type: 'chat_message', message: 'Pourquoi ?', clientId: 'b1' });
    expect((await target.next('error', (e) => e.data.clientId === 'b1')).data).toMatchObject({ code: 'chat_muted', message: texts.banned });
    expect((await creator.delete(`${chatOf(live.id)}/sanctions/${premiumId}`)).status).toBe(200);
    expect((await target.next('restriction', (e) => e.data === null)).data).toBeNull();
    expect((await post(premium, live.id, 'Merci')).status).toBe(201);
    expect(other.events.filter((e) => e.type === 'restriction')).toEqual([]);
  });

  it('hides a message for everyone at once; only moderators may', async () => {
    const live = await approvedLive();
    const reader = await socketOf(free);
    await reader.join(live.id);
    const message = await post(premium, live.id, 'Message déplacé');
    expect((await free.delete(`${chatOf(live.id)}/${message.body.id}`)).status).toBe(403);
    expect((await admin.delete(`${chatOf(live.id)}/${message.body.id}`)).body).toEqual({ message: texts.hidden });
    expect((await reader.next('message_hidden')).data).toEqual({ id: message.body.id, seq: message.body.seq + 1 });
    expect((await free.get<ChatHistory>(chatOf(live.id))).body.messages).toEqual([]);
    expect((await admin.delete(`${chatOf(live.id)}/${message.body.id}`)).status).toBe(200);
    expect((await admin.delete(`${chatOf(live.id)}/${premiumId}`)).status).toBe(404);
  });
});

describe('sockets', () => {
  it('answers garbage with an error event and closes a client that persists', async () => {
    const client = await socketOf(premium);
    client.send('pas du json');
    expect((await client.next('error')).data.code).toBe('invalid_frame');
    client.send({ type: 'chat_message', message: 'hors live', clientId: 'n1' });
    expect((await client.next('error', (e) => e.data.clientId === 'n1')).data.code).toBe('not_joined');
    for (let i = 0; i < 5; i += 1) client.send({ type: 'inconnu' });
    expect((await client.closed).code).toBe(chatCloseCodes.misbehaving);
  });

  it('refuses a socket from another origin, and closes the sockets of a session that logs out', async () => {
    await expect(connectChat(base, premium.cookie(), { origin: 'https://pirate.example' })).rejects.toThrow(/403/);
    const live = await approvedLive();
    const user = await createUser(t.database.db, { tier: 'premium' });
    const leaving = await signedInAgent(t.app, user);
    const socket = await socketOf(leaving);
    await socket.join(live.id);
    expect((await leaving.post(apiPaths.logout)).status).toBe(200);
    expect((await socket.closed).code).toBe(chatCloseCodes.sessionEnded);
  });

  it('makes a socket leave a live its person may no longer watch', async () => {
    const live = await approvedLive({ requiredTier: 'premium' });
    const user = await createUser(t.database.db, { tier: 'premium' });
    const agent = await signedInAgent(t.app, user);
    const socket = await socketOf(agent);
    await socket.join(live.id);
    await changeUser(t.database.db, user.id, { subscriptionTier: 'free' });
    // Any change of the account is announced to every instance (here a profile edit).
    await agent.put(apiPaths.profile, { firstName: 'Binta', lastName: 'Sarr', email: user.email });
    expect((await socket.next('error')).data.code).toBe('tier_required');
    await post(creator, live.id, 'Vous ne me lirez plus');
    expect((await premium.get<ChatHistory>(chatOf(live.id))).body.messages).toHaveLength(1);
    expect(socket.messages()).toEqual([]);
  });

  it('drops a socket that stops reading while the others keep receiving', async () => {
    const live = await approvedLive();
    const stalled = await socketOf(premium);
    await stalled.join(live.id);
    const healthy = await socketOf(free);
    await healthy.join(live.id);
    // The stalled page's process stops reading its socket: the server's queue for it grows.
    (stalled.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const counted = await healthy.next('viewer_count', (e) => e.data.viewerCount === 2);
    const droppedFromCount = () => healthy.events.slice(healthy.events.indexOf(counted)).some((e) => e.type === 'viewer_count' && e.data.viewerCount === 1);
    // 1.5 KB each (500 characters of 3 bytes). The kernel buffers megabytes of a loopback socket
    // before the server's own queue for it grows, so this takes a few thousand messages.
    const text = (i: number) => `${i} ${'中'.repeat(490)}`;
    let sent = 0;
    while (!droppedFromCount() && sent < 8000) {
      const batch = Array.from({ length: 8 }, (_, k) => post(creator, live.id, text(sent + k)));
      for (const res of await Promise.all(batch)) expect(res.status).toBe(201);
      sent += batch.length;
    }
    (stalled.socket as unknown as { _socket: { resume(): void } })._socket.resume();
    // Cut rather than closed: the page sees an abnormal closure and reconnects.
    expect((await stalled.closed).code).toBe(1006);
    const last = sent - 1;
    await healthy.next('chat_message', (e) => e.data.message === text(last));
    expect(healthy.messages().filter((m) => m.startsWith(`${last} `))).toHaveLength(1);
  }, 60_000);

  it('counts the people on a live page across their tabs, and tells the live', async () => {
    const live = await approvedLive();
    await creator.post(pathTo(apiPaths.liveStart, { id: live.id }));
    const a = await socketOf(premium);
    await a.join(live.id);
    const b = await socketOf(premium);
    await b.join(live.id);
    const c = await socketOf(free);
    await c.join(live.id);
    await a.next('viewer_count', (e) => e.data.viewerCount === 2);
    expect((await free.get<LiveStream>(pathTo(apiPaths.liveStream, { id: live.id }))).body.viewerCount).toBe(2);
    c.close();
    await a.next('viewer_count', (e) => e.data.viewerCount === 1);
    await creator.post(pathTo(apiPaths.liveStop, { id: live.id }));
  });

  it('keeps the chat readable after the live ends, refuses new messages, and deletes it with the live', async () => {
    const live = await approvedLive();
    await creator.post(pathTo(apiPaths.liveStart, { id: live.id }));
    await post(premium, live.id, 'Pendant le live');
    await creator.post(pathTo(apiPaths.liveStop, { id: live.id }));
    const after = await post(premium, live.id, 'Après');
    expect(after.status).toBe(409);
    expect(after.body.message).toBe(texts.streamEnded);
    const history = await premium.get<ChatHistory>(chatOf(live.id));
    expect(history.body.messages.map((m) => m.message)).toEqual(['Pendant le live']);
    expect(history.body.me.canPost).toBe(false);
    // Its replay leads back to it, so the replay's page shows this chat; a video that replays nothing is a 404.
    const replay = await createVideo(t.database.db, { title: 'Replay' });
    await setLiveReplay(t.database.db, live.id, replay.id);
    expect((await free.get<LiveStream>(pathTo(apiPaths.videoLive, { id: replay.id }))).body).toMatchObject({ id: live.id, phase: 'ended', replayVideoId: replay.id });
    expect((await free.get(pathTo(apiPaths.videoLive, { id: (await createVideo(t.database.db)).id }))).status).toBe(404);
    expect((await admin.delete(pathTo(apiPaths.adminLiveStream, { id: live.id }))).status).toBe(200);
    expect((await admin.get(chatOf(live.id))).status).toBe(404);
    const rows = await t.database.pool.query('select count(*)::int as n from chat_messages where live_id = $1', [live.id]);
    expect(rows.rows[0].n).toBe(0);
  });
});
