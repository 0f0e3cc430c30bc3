import { compare, type Comparison, type LoadOptions, requestsPerSecond } from '../load.js';
import { startBareSessionServer } from '../servers.js';
import type { BenchContext } from './context.js';
import { apiPaths } from '@kora/shared';

/** Headers Node writes by itself (or computes from the body): the anchor's own Node adds them too. */
const NODE_OWN = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding']);

/** GET /api/auth/user with a valid session vs a bare node:http server finding the same session and answering the same JSON with the same headers. */
export async function authUserCase(ctx: BenchContext): Promise<Comparison> {
  const user = await fetch(`${ctx.kora.url}${apiPaths.authUser}`, { headers: { cookie: ctx.cookie } });
  if (!user.ok) throw new Error(`GET /api/auth/user answered ${user.status}`);
  const headers: Record<string, string> = {};
  user.headers.forEach((value, name) => {
    if (!NODE_OWN.has(name)) headers[name] = value;
  });
  const bare = await startBareSessionServer(ctx.cookie, await user.text(), headers);
  // The anchor refuses a request without the session, as Kora does: it does the reading, not just the answering.
  if ((await fetch(bare.url)).status !== 401) throw new Error('the anchor answered without a session');
  try {
    const ours: LoadOptions = { ...ctx.load, url: `${ctx.kora.url}${apiPaths.authUser}`, headers: { cookie: ctx.cookie } };
    const anchor: LoadOptions = { ...ctx.load, url: bare.url, headers: { cookie: ctx.cookie } };
    return await compare('GET /api/auth/user with a valid session vs bare node:http reading the same session cookie, same JSON and headers', 0.8, ctx.rounds, () => requestsPerSecond(ours), () => requestsPerSecond(anchor));
  } finally {
    await bare.stop();
  }
}
