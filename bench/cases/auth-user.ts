import { compare, type Comparison, type LoadOptions, requestsPerSecond } from '../load.js';
import { startBareServer } from '../servers.js';
import type { BenchContext } from './context.js';

/** GET /api/auth/user with a valid session vs a bare node:http server answering the same JSON. */
export async function authUserCase(ctx: BenchContext): Promise<Comparison> {
  const user = await fetch(`${ctx.kora.url}/api/auth/user`, { headers: { cookie: ctx.cookie } });
  if (!user.ok) throw new Error(`GET /api/auth/user answered ${user.status}`);
  const bare = await startBareServer(await user.text());
  try {
    const ours: LoadOptions = { ...ctx.load, url: `${ctx.kora.url}/api/auth/user`, headers: { cookie: ctx.cookie } };
    const anchor: LoadOptions = { ...ctx.load, url: bare.url };
    return await compare('GET /api/auth/user with a valid session vs bare node:http with the same JSON', 0.8, ctx.rounds, () => requestsPerSecond(ours), () => requestsPerSecond(anchor));
  } finally {
    await bare.stop();
  }
}
