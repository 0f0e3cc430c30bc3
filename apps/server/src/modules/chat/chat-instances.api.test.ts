import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type ChatMessage, chatMessages as texts, type LiveStream, pathTo } from '@kora/shared';
import { type Agent, createAgent, signedInAgent } from '../../../test/agent.js';
import { type ChatTestClient, connectChat } from '../../../test/chat-client.js';
import { createUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { startTwoInstances, type TwoInstances } from '../../../test/two-instances.js';

/*
 * Two server instances over one database and one pub/sub bus (Redis when REDIS_URL is set, as in
 * CI): what is posted, hidden or sanctioned on A applies to the sockets of B at once, and the
 * audience of a live is counted over both.
 */
let a: TestApp;
let b: TestApp;
let instances: TwoInstances;
let baseA: string;
let baseB: string;
let creatorA: Agent;
let viewerA: Agent;
let viewerB: Agent;
let viewerId: string;
let live: LiveStream;
const sockets: ChatTestClient[] = [];

async function socketOn(base: string, agent: Agent): Promise<ChatTestClient> {
  const client = await connectChat(base, agent.cookie());
  sockets.push(client);
  await client.join(live.id);
  return client;
}

beforeAll(async () => {
  instances = await startTwoInstances({ MAX_LIVE_TRANSCODES: '0' }, { CHAT_PING_SECONDS: '1' });
  ({ a, b } = instances);
  baseA = await a.app.listen({ host: '127.0.0.1', port: 0 });
  baseB = await b.app.listen({ host: '127.0.0.1', port: 0 });
  const creator = await createUser(a.database.db, { accountType: 'creator' });
  creatorA = await signedInAgent(a.app, creator);
  const admin = await signedInAgent(a.app, await createUser(a.database.db, { accountType: 'admin' }));
  const viewer = await createUser(a.database.db, { tier: 'premium', firstName: 'Fatou', lastName: 'Ba' });
  viewerId = viewer.id;
  viewerA = await signedInAgent(a.app, viewer);
  viewerB = createAgent(b.app);
  viewerB.setCookie('kora_sid', viewerA.cookie() as string);
  const created = await creatorA.post<LiveStream>(apiPaths.liveStreams, { title: 'Deux serveurs', category: 'Musique', ageRating: 'tous' });
  live = (await admin.post<LiveStream>(pathTo(apiPaths.adminApproveLive, { id: created.body.id }))).body;
  await creatorA.post(pathTo(apiPaths.liveStart, { id: live.id }));
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await instances.close();
});

describe('the chat across instances', () => {
  it('delivers what is posted on A to a socket on B, in order, and counts the audience over both', async () => {
    const onB = await socketOn(baseB, viewerB);
    expect(onB.events.find((e) => e.type === 'joined')).toMatchObject({ data: { viewerCount: 1, heartbeatSeconds: 1 } });
    await onB.next('heartbeat');
    const onA = await socketOn(baseA, creatorA);
    await onB.next('viewer_count', (e) => e.data.viewerCount === 2);
    await onA.next('viewer_count', (e) => e.data.viewerCount === 2);
    expect((await viewerB.get<LiveStream>(pathTo(apiPaths.liveStream, { id: live.id }))).body.viewerCount).toBe(2);
    const posted: ChatMessage[] = [];
    for (let i = 0; i < 20; i += 1) posted.push((await creatorA.post<ChatMessage>(pathTo(apiPaths.liveChat, { id: live.id }), { message: `n° ${i}` })).body);
    await onB.next('chat_message', (e) => e.data.id === posted.at(-1)?.id);
    expect(onB.events.flatMap((e) => (e.type === 'chat_message' ? [e.data] : []))).toEqual(posted);
    onA.close();
    await onB.next('viewer_count', (e) => e.data.viewerCount === 1);
  });

  it('applies a hide and a ban made on A to the sockets of B at once', async () => {
    const watcher = await socketOn(baseB, creatorA);
    const target = await socketOn(baseB, viewerB);
    const message = await viewerB.post<ChatMessage>(pathTo(apiPaths.liveChat, { id: live.id }), { message: 'Spam spam' });
    expect(message.status).toBe(201);
    await watcher.next('chat_message', (e) => e.data.id === message.body.id);
    expect((await creatorA.delete(pathTo(apiPaths.liveChatMessage, { id: live.id, messageId: message.body.id }))).status).toBe(200);
    expect((await watcher.next('message_hidden')).data.id).toBe(message.body.id);
    expect((await target.next('message_hidden')).data.id).toBe(message.body.id);
    expect((await creatorA.put(pathTo(apiPaths.liveChatSanction, { id: live.id, userId: viewerId }), { kind: 'ban' })).status).toBe(200);
    expect((await target.next('restriction')).data?.kind).toBe('ban');
    target.send({ type: 'chat_message', message: 'Encore', clientId: 'x1' });
    expect((await target.next('error', (e) => e.data.clientId === 'x1')).data).toMatchObject({ code: 'chat_muted', message: texts.banned });
    expect(watcher.events.some((e) => e.type === 'restriction')).toBe(false);
  });
});
