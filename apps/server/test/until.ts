/**
 * Reads `read()` until `ok(value)` holds, every 200 ms, and answers that value; throws with the
 * last value seen after `timeoutMs`. Tests wait on states this way, never on fixed delays.
 */
export async function until<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
