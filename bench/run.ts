/**
 * npm run bench: runs our server and its anchor side by side on this machine and prints
 * each ratio against its target. Loopback only; every load stops by itself.
 */
import { compare, report, requestsPerSecond } from './load.js';
import { startBareServer, startKora } from './servers.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 50;

async function main() {
  const kora = await startKora();
  try {
    const login = await fetch(`${kora.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'premium@kora.demo', password: 'kora-demo' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const user = await fetch(`${kora.url}/api/auth/user`, { headers: { cookie } });
    if (!user.ok) throw new Error(`GET /api/auth/user answered ${user.status}`);
    const bare = await startBareServer(await user.text());
    try {
      const userPath = '/api/auth/user';
      // Warm both up (JIT, pool, caches) before measuring.
      await requestsPerSecond({ url: kora.url + userPath, headers: { cookie }, seconds: 2, connections: CONNECTIONS });
      await requestsPerSecond({ url: bare.url, seconds: 2, connections: CONNECTIONS });
      const results = [
        await compare(
          'GET /api/auth/user with a valid session vs bare node:http with the same JSON',
          0.6,
          ROUNDS,
          () => requestsPerSecond({ url: kora.url + userPath, headers: { cookie }, seconds: SECONDS, connections: CONNECTIONS }),
          () => requestsPerSecond({ url: bare.url, seconds: SECONDS, connections: CONNECTIONS }),
        ),
      ];
      const ok = report(results);
      if (!ok) process.exitCode = 1;
    } finally {
      await bare.stop();
    }
  } finally {
    await kora.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
