import { describe, expect, it } from 'vitest';
import { apiPaths } from '@kora/shared';
import { createPrettyFormatter } from './log-output.js';

const at = new Date(2026, 10, 24, 14, 2, 7).getTime();
const line = (record: object) => JSON.stringify({ time: at, pid: 1, hostname: 'h', ...record });

describe('the development log lines', () => {
  it('tell a request in one line: method, path, status, time', () => {
    const format = createPrettyFormatter();
    expect(format(line({ level: 30, reqId: 'req-1', req: { method: 'GET', url: apiPaths.videos }, msg: 'incoming request' }))).toBeUndefined();
    expect(format(line({ level: 30, reqId: 'req-1', res: { statusCode: 200 }, responseTime: 12.4, msg: 'request completed' }))).toBe('14:02:07 INFO  GET /api/videos 200 12 ms');
  });

  it('show other records with their fields, and errors with their stack', () => {
    const format = createPrettyFormatter();
    expect(format(line({ level: 40, msg: 'lent', videoId: 'v1' }))).toBe('14:02:07 WARN  lent {"videoId":"v1"}');
    expect(format(line({ level: 50, msg: 'échec', err: { message: 'boum', stack: 'Error: boum\n    at x' } }))).toBe('14:02:07 ERROR échec\nError: boum\n    at x');
    expect(format('pas du JSON\n')).toBe('pas du JSON');
  });
});
