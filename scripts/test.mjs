// `npm test`: every check of the project: the build, then the static checks beside the journeys template, then the
// unit and API suite, then the journeys. Prints how long each phase took (and adds the rows to $KORA_TIMINGS_FILE
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
  // The API suite and the journeys one after the other. Side by side (the suite niced) they ended 30–60 s sooner,
  // but in four runs of six a test of one or the other missed its time or lost a race it never loses alone.
  [['unit + API (vitest)', 'npx vitest run']],
  [['journeys (playwright)', 'KORA_E2E_TEMPLATE_READY=1 npx playwright test']],
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
