import { apiPaths, chatCloseCodes, type ChatClientEvent, type ChatServerEvent } from '@kora/shared';
import { socketUrl } from '../../lib/socket-url';
import { reconnectDelay } from './chat-reconnect';

/** What the indicator says: the first connection, joined, or down (trying again by itself). */
export type ChatConnection = 'connecting' | 'connected' | 'disconnected';

export interface ChatSocketHandlers {
  onStatus(status: ChatConnection): void;
  onEvent(event: ChatServerEvent): void;
  /** The socket closed: what was sent on it and not answered will never be. */
  onDown(): void;
}

export interface ChatSocket {
  /** Sends on a joined socket; false when there is none (the caller posts over HTTP instead). */
  send(event: ChatClientEvent): boolean;
  /** Drops the connection and starts a new one (a send that was never answered). */
  restart(): void;
  /** Tries again now rather than at the end of the wait. */
  retryNow(): void;
  /** Closes for good (the page went, or the server refused the join). */
  close(): void;
}

const decoder = new TextDecoder();

/** A server event; the contract says text frames, but a binary frame of the same JSON is read too. */
function parseEvent(data: unknown): ChatServerEvent | null {
  const text = typeof data === 'string' ? data : data instanceof ArrayBuffer ? decoder.decode(data) : null;
  if (text === null) return null;
  try {
    const event = JSON.parse(text) as ChatServerEvent;
    return event && typeof event === 'object' && typeof event.type === 'string' ? event : null;
  } catch {
    return null;
  }
}

/**
 * The chat's WebSocket (live-creators-admin.md §4, §7): joins the live on opening; when it drops
 * (a tunnel, a server restart) it comes back by itself after 0.5 s, 1 s, 2 s… (at most 30 s, with
 * jitter; back to 0.5 s once joined), and at once when the phone is back online or the page is shown
 * again. The browser answers the server's pings by itself; the page watches the server's heartbeat
 * frames and treats 1.5 heartbeats of silence as a lost connection.
 */
export function openChatSocket(streamId: string, userId: string, handlers: ChatSocketHandlers): ChatSocket {
  let socket: WebSocket | null = null;
  let joined = false;
  let everJoined = false;
  let failures = 0;
  let timer: number | undefined;
  let closed = false;
  /** Cuts a connection that went silent for 1.5 heartbeats (a tunnel: no close event ever comes). */
  let watchdog: number | undefined;
  let heartbeatMs = 0;
  const listen = (ws: WebSocket) => {
    window.clearTimeout(watchdog);
    if (heartbeatMs > 0) watchdog = window.setTimeout(() => socket === ws && drop(), heartbeatMs * 1.5);
  };

  const connect = () => {
    window.clearTimeout(timer);
    timer = undefined;
    if (closed || socket) return;
    if (!everJoined) handlers.onStatus('connecting');
    const ws = new WebSocket(socketUrl(apiPaths.chatSocket));
    ws.binaryType = 'arraybuffer';
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'join_stream', streamId, userId } satisfies ChatClientEvent));
    ws.onmessage = (message) => {
      const event = parseEvent(message.data);
      if (!event || socket !== ws) return;
      if (event.type === 'joined') heartbeatMs = event.data.heartbeatSeconds * 1000;
      listen(ws);
      if (event.type === 'heartbeat') return;
      if (event.type === 'joined') {
        joined = true;
        everJoined = true;
        failures = 0;
        handlers.onStatus('connected');
      }
      handlers.onEvent(event);
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      window.clearTimeout(watchdog);
      socket = null;
      joined = false;
      handlers.onStatus('disconnected');
      handlers.onDown();
      // After a logout the socket waits for the person (the page shown again, 'Réessayer'): a retry would be refused.
      if (closed || event.code === chatCloseCodes.sessionEnded) return;
      // A client the server found misbehaving waits the longest before coming back.
      const delay = event.code === chatCloseCodes.misbehaving ? reconnectDelay(Infinity) : reconnectDelay(failures++);
      timer = window.setTimeout(connect, delay);
    };
  };

  /** Closes the current socket now (its close event would come late on a dead network). */
  const drop = () => {
    const ws = socket;
    if (!ws) return;
    ws.close(1000);
    ws.onclose?.(new CloseEvent('close', { code: 1000 }));
  };

  const retryNow = () => {
    if (!socket && !closed) connect();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') retryNow();
  };
  window.addEventListener('online', retryNow);
  window.addEventListener('offline', drop);
  document.addEventListener('visibilitychange', onVisible);
  connect();

  return {
    send(event) {
      if (!socket || !joined || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(event));
      return true;
    },
    restart() {
      drop();
      retryNow();
    },
    retryNow,
    close() {
      closed = true;
      window.clearTimeout(timer);
      window.removeEventListener('online', retryNow);
      window.removeEventListener('offline', drop);
      document.removeEventListener('visibilitychange', onVisible);
      drop();
    },
  };
}
