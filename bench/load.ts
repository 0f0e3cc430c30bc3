import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
}

/**
 * Requests per second sustained against one URL, measured with wrk: a C load generator
 * cheap enough per request that on two cores the server, not the client, is what saturates
 * (a JavaScript generator saturates first and flattens every ratio). Loopback only; stops by itself.
 */
export async function requestsPerSecond({ url, headers = {}, seconds, connections }: LoadOptions): Promise<number> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) throw new Error(`load is for loopback only: ${url}`);
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
  const { stdout } = await run('wrk', args, { timeout: (seconds + 30) * 1000 });
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(stdout) ?? /Socket errors: .*/.exec(stdout);
  if (errors) throw new Error(`${url}: failed requests\n${stdout}`);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
  if (!rps?.[1]) throw new Error(`unexpected wrk output:\n${stdout}`);
  return Number(rps[1]);
}

export interface Comparison {
  name: string;
  ours: number;
  anchor: number;
  target: number;
  unit: string;
  /** Decimals to print the two measures with (default 0: requests per second are large). */
  decimals?: number;
}

export const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] as number;

/**
 * Alternates our server and its anchor for several rounds (same machine, same moment) and keeps each
 * median. Who goes first alternates too (ours, anchor, anchor, ours…), so a load that rises or falls
 * during the run does not always favour the same side.
 */
export async function compare(name: string, target: number, rounds: number, ours: () => Promise<number>, anchor: () => Promise<number>): Promise<Comparison> {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    if (i % 2 === 0) {
      a.push(await ours());
      b.push(await anchor());
    } else {
      b.push(await anchor());
      a.push(await ours());
    }
  }
  return { name, ours: median(a), anchor: median(b), target, unit: 'req/s' };
}

/** Prints each comparison; true when every ratio meets its target. */
export function report(results: Comparison[]): boolean {
  let ok = true;
  for (const r of results) {
    const ratio = r.ours / r.anchor;
    const pass = ratio >= r.target;
    ok &&= pass;
    const [ours, anchor] = [r.ours, r.anchor].map((n) => n.toFixed(r.decimals ?? 0));
    console.log(`\n${r.name}\n  ours: ${ours} ${r.unit}   anchor: ${anchor} ${r.unit}   ratio: ${ratio.toFixed(2)} (target ≥ ${r.target}) ${pass ? 'OK' : 'BELOW TARGET'}`);
  }
  return ok;
}
