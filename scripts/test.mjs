// `npm test`: every check of the project: the build, then the static checks beside the journeys template, then the
// journeys beside the unit and API suite. Prints how long each phase took (and adds the rows to $KORA_TIMINGS_FILE
// when set: .ci/run's table), so the slowest phase is seen at once. Stops at the first phase that fails.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

/**
 * Phases in order; the commands of one phase run at the same time, and the output of all but the first is held
 * and printed whole when it ends, so outputs do not mix.
 */
const phases = [
  // The server and web bundles first: the journeys' template runs the built server.
  [['build', 'NODE_ENV=development npm run build --silent']],
  [
    ['typecheck', 'npm run typecheck --silent'],
    ['lint', 'npm run lint --silent'],
    // The journeys' template (the demo catalogue transcoded once; its ffmpeg runs niced) beside the static checks.
    ['journeys template', 'node --import tsx e2e/global-setup.ts'],
  ],
  [
    // The journeys are the longest phase and keep the two cores about three quarters busy, waiting on pages and
    // media; the unit and API suite runs beside them at a lower priority (nice 10, inherited by the servers and
    // ffmpegs it starts) and takes the cycles they leave. One after the other: 160 s + 355 s; side by side: 385 s.
    ['journeys (playwright)', 'KORA_E2E_TEMPLATE_READY=1 npx playwright test'],
    ['unit + API (vitest)', 'nice -n 10 npx vitest run'],
  ],
];

const rows = [];
/** Runs one command (its output held when `held`); `together`: beside others. */
const run = (name, command, together, held) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, { shell: true, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (d) => output.push(d));
    child.stderr?.on('data', (d) => output.push(d));
    child.on('exit', (code, signal) => {
      const row = { name, seconds: (performance.now() - started) / 1000, ok: code === 0, together };
      rows.push(row);
      if (held) process.stdout.write(`== ${name}\n${Buffer.concat(output).toString()}`);
      if (!row.ok) console.error(`\n== ${name} failed (${signal ?? `exit ${code}`})`);
      resolve(row.ok);
    });
  });

const started = performance.now();
let ok = true;
for (const phase of phases) {
  const results = await Promise.all(phase.map(([name, command], i) => run(name, command, phase.length > 1, i > 0)));
  if (results.includes(false)) {
    ok = false;
    break;
  }
}
const total = (performance.now() - started) / 1000;

const line = (name, seconds, outcome) => `${name.padEnd(24)} ${seconds.toFixed(1).padStart(8)} s  ${outcome}`;
const result = (r) => `${r.ok ? 'ok' : 'FAILED'}${r.together ? ' (side by side)' : ''}`;
console.log(`\n== npm test: timings\n${rows.map((r) => line(r.name, r.seconds, result(r))).join('\n')}\n${line('npm test in all', total, ok ? 'ok' : 'FAILED')}`);
if (process.env.KORA_TIMINGS_FILE) appendFileSync(process.env.KORA_TIMINGS_FILE, rows.map((r) => `${r.name}\t${r.seconds.toFixed(1)}\t${result(r)}\n`).join(''));
process.exit(ok ? 0 : 1);
