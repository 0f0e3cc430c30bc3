import { type ChatServerEvent, chatServerEventSchema } from '@kora/shared';
import { WebSocket } from 'ws';

type EventOf<T extends ChatServerEvent['type']> = Extract<ChatServerEvent, { type: T }>;

/**
 * A page's chat connection as tests drive it: a real `ws` client on /ws with the session cookie
 * and the server's origin. Every event it receives is checked against the contract and kept, in
 * order; `next` waits for one (events are never missed between two waits).
 */
export interface ChatTestClient {
  socket: WebSocket;
  events: ChatServerEvent[];
  send(frame: unknown): void;
  /** Joins a live and answers the `joined` event (or throws with the error event). */
  join(streamId: string): Promise<EventOf<'joined'>['data']>;
  /** The first event of that type (after `from`, an index in `events`) matching `ok`. */
  next<T extends ChatServerEvent['type']>(type: T, ok?: (event: EventOf<T>) => boolean, from?: number): Promise<EventOf<T>>;
  /** The chat messages received, in order of arrival. */
  messages(): string[];
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export async function connectChat(baseUrl: string, sessionCookie: string | undefined, { origin = new URL(baseUrl).origin, timeoutMs = 10_000, host = '' } = {}): Promise<ChatTestClient> {
  const headers: Record<string, string> = { origin };
  // The name the page was reached under, when it is not the address connected to (a front door, a proxy).
  if (host) headers.host = host;
  if (sessionCookie) headers.cookie = `kora_sid=${sessionCookie}`;
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, { headers });
  const events: ChatServerEvent[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (raw, isBinary) => {
    // The contract's frames are JSON text; a binary frame is a bug (browsers would hand the page a Blob).
    if (isBinary) throw new Error('binary frame received on /ws');
    events.push(chatServerEventSchema.parse(JSON.parse(raw.toString())));
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const wake of [...waiters]) wake();
    });
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });

  function waitFor(what: string, ok: (event: ChatServerEvent) => boolean, from: number): Promise<ChatServerEvent> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = events.slice(from).find(ok);
        if (!found && socket.readyState !== socket.CLOSED) return;
        waiters.delete(check);
        clearTimeout(timer);
        if (found) resolve(found);
        else reject(new Error(`socket closed while waiting for ${what}; got ${JSON.stringify(events.map((e) => e.type))}`));
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${what} within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.type))}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  }
  const next = <T extends ChatServerEvent['type']>(type: T, ok: (event: EventOf<T>) => boolean = () => true, from = 0) =>
    waitFor(type, (e) => e.type === type && ok(e as EventOf<T>), from) as Promise<EventOf<T>>;

  return {
    socket,
    events,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    async join(streamId) {
      const from = events.length;
      socket.send(JSON.stringify({ type: 'join_stream', streamId, userId: 'anonymous' }));
      const answer = await waitFor('joined', (e) => (e.type === 'joined' && e.data.streamId === streamId) || e.type === 'error', from);
      if (answer.type === 'error') throw new Error(`join refused: ${answer.data.code} ${answer.data.message}`);
      return (answer as EventOf<'joined'>).data;
    },
    next,
    messages: () => events.flatMap((e) => (e.type === 'chat_message' ? [e.data.message] : [])),
    closed,
    close: () => socket.close(),
  };
}
