import http from 'node:http';

export interface TestSite {
  /** http://host:port */
  origin: string;
  /** Method and path of every request that reached the site, oldest first. */
  hits: string[];
  close(): Promise<void>;
}

/**
 * A real HTTP server playing a remote site (or a trap that must never be reached) on a loopback
 * address: 127.0.0.2 can play a public site under a download policy that allows exactly it, while
 * 127.0.0.1 stays refused.
 */
export async function startTestSite(host: string, handler: http.RequestListener = (_req, res) => res.end('secret')): Promise<TestSite> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${(server.address() as { port: number }).port}`,
    hits,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
