import http from 'node:http';

const keepAlive = Symbol('keepAlive');

/**
 * Answers that say `Connection: close` once shutdown has begun, so requests in flight finish and
 * their keep-alive sockets close instead of holding the process for the keep-alive timeout.
 * Node reads a response's `shouldKeepAlive` when it writes the head: here it also asks whether
 * the server is closing, so an answer begun before shutdown is written as the last on its socket.
 * The class is given to the HTTP server (`Fastify({ http: { ServerResponse } })`), which costs
 * no hook per request (issue 17); `begin()` is called from the app's `preClose`.
 */
export function closingResponses(): { ServerResponse: typeof http.ServerResponse; begin(): void } {
  let closing = false;
  class ClosingAwareResponse<Request extends http.IncomingMessage = http.IncomingMessage> extends http.ServerResponse<Request> {}
  // An accessor over Node's own field (TypeScript knows it as a plain property): Node's constructor sets it, its writers read it.
  Object.defineProperty(ClosingAwareResponse.prototype, 'shouldKeepAlive', {
    get(this: { [keepAlive]: boolean }) {
      return this[keepAlive] && !closing;
    },
    set(this: { [keepAlive]: boolean }, value: boolean) {
      this[keepAlive] = value;
    },
  });
  return {
    ServerResponse: ClosingAwareResponse,
    begin() {
      closing = true;
    },
  };
}
