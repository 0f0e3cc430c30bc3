import type { WebSocket } from 'ws';

/**
 * Pings each socket once per `intervalMs`, each at its own moment: a round over every socket at
 * once blocked the event loop for 0.1–0.2 s per 5,000 sockets, and chat messages waited behind it.
 * A socket that did not answer its previous ping is cut (a phone that vanished never closes). With
 * the ping goes `frame`, a text frame the page can see (browsers answer pings without telling it).
 */
export function createKeepalive(intervalMs: number, frame: string) {
  const watched = new Map<WebSocket, { due: number; answered: boolean }>();
  const timer = setInterval(() => {
    const now = Date.now();
    for (const [socket, state] of watched) {
      if (state.due > now) continue;
      if (!state.answered) {
        watched.delete(socket);
        socket.terminate();
        continue;
      }
      state.answered = false;
      state.due = now + intervalMs;
      socket.ping();
      if (socket.readyState === socket.OPEN) socket.send(frame);
    }
  }, Math.min(1000, intervalMs));
  timer.unref();

  return {
    watch(socket: WebSocket): void {
      // A random first moment spreads sockets that connected together (a restart, the start of a match).
      const state = { due: Date.now() + Math.random() * intervalMs, answered: true };
      watched.set(socket, state);
      socket.on('pong', () => (state.answered = true));
      socket.on('close', () => watched.delete(socket));
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}
