/**
 * The chat fan-out's anchor: a bare `ws` WebSocketServer in its own process, doing only what a chat
 * broadcast cannot do without. It answers a join with a `joined` frame, and a post (POST to the
 * chat's path) with the same `chat_message` frame Kora pushes (id, seq, createdAt and the author's
 * fields around the text), serialised once and sent to every joined socket, then answers 201 with
 * the message. No
 * session, no storage, no validation, no flood control: the speed of the bare fan-out on this machine.
 *
 * With REDIS_URL, several of them make one chat as Kora's instances do: the one a message reaches
 * publishes the frame on a Redis channel, and each broadcasts what the channel carries to its own sockets.
 *
 * Started by startBareChatServer (bench/servers.ts): `node --import tsx bench/cases/chat-anchor.ts`
 * with PORT (and REDIS_URL); GET / answers 200 once it listens.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { Redis } from 'ioredis';
import { type WebSocket, WebSocketServer } from 'ws';

const CHANNEL = 'kora-bench:chat';
const AUTHOR = randomUUID();
let seq = 0;

/** The message a post makes, as Kora stores and pushes it. */
function messageOf(streamId: string, text: string) {
  seq += 1;
  return { id: randomUUID(), seq, streamId, userId: AUTHOR, username: 'Studio Kora', role: 'creator', message: text, createdAt: new Date().toISOString() };
}

/** POST <chat path> {message} posts; anything else answers 200 (the readiness probe). */
const server = http.createServer((req, res) => {
  if (req.method !== 'POST') return void res.end('ok');
  let body = '';
  req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
  req.on('end', () => {
    const message = messageOf(decodeURIComponent(req.url?.split('/')[3] ?? ''), (JSON.parse(body) as { message: string }).message);
    publish(JSON.stringify({ type: 'chat_message', data: message }));
    res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(message));
  });
});
// The sender's connection stays open between posts, however long the machine stalls (Node's default is 5 s).
server.keepAliveTimeout = 120_000;
const wss = new WebSocketServer({ server, path: '/ws' });
const joined = new Set<WebSocket>();

function broadcast(frame: string): void {
  const bytes = Buffer.from(frame);
  for (const ws of joined) ws.send(bytes, { binary: false });
}

const redis = process.env.REDIS_URL ? { pub: new Redis(process.env.REDIS_URL), sub: new Redis(process.env.REDIS_URL) } : null;
if (redis) {
  await redis.sub.subscribe(CHANNEL);
  redis.sub.on('message', (_channel: string, frame: string) => broadcast(frame));
}
const publish = redis ? (frame: string) => void redis.pub.publish(CHANNEL, frame) : broadcast;

wss.on('connection', (ws) => {
  ws.on('close', () => joined.delete(ws));
  ws.on('message', (data: Buffer) => {
    const event = JSON.parse(data.toString('utf8')) as { type: string; streamId?: string };
    if (event.type === 'join_stream' && event.streamId) {
      const streamId = event.streamId;
      joined.add(ws);
      const settings = { slowModeSeconds: 0, subscribersOnly: false };
      ws.send(JSON.stringify({ type: 'joined', data: { streamId, lastSeq: seq, viewerCount: joined.size, settings, me: { canPost: true, canModerate: false, restriction: null } } }));
    }
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  redis?.pub.disconnect();
  redis?.sub.disconnect();
  process.exit(0);
});
