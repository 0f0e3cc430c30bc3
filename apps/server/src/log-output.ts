import { pino, type Logger } from 'pino';

/** pino's numeric levels, as a person reads them. */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every record carries, shown by the line's own layout rather than repeated. */
const LAYOUT_KEYS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);
const MAX_PENDING = 10_000;

interface LogRecord {
  level: number;
  time: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

const clock = (time: number) => new Date(time).toTimeString().slice(0, 8);

/**
 * Turns pino's JSON lines into lines a person reads in a terminal, one per request at most:
 * Fastify's 'incoming request' is held back and told with its 'request completed'
 * ('14:02:07 INFO  GET /api/videos 200 12 ms'); other records read '14:02:07 WARN  message {extra}',
 * errors with their stack. Development only: production logs stay JSON, for machines.
 */
export function createPrettyFormatter() {
  const pending = new Map<string, { method: string; url: string }>();
  return function format(line: string): string | undefined {
    let record: LogRecord;
    try {
      record = JSON.parse(line) as LogRecord;
    } catch {
      return line.trimEnd();
    }
    const head = `${clock(record.time)} ${(LEVELS[record.level] ?? String(record.level)).padEnd(5)}`;
    if (record.req && record.reqId && record.msg === 'incoming request') {
      if (pending.size >= MAX_PENDING) pending.clear();
      pending.set(record.reqId, { method: record.req.method ?? '?', url: record.req.url ?? '?' });
      return undefined;
    }
    if (record.res && record.reqId && record.msg === 'request completed') {
      const req = pending.get(record.reqId);
      pending.delete(record.reqId);
      const ms = record.responseTime === undefined ? '' : ` ${Math.round(record.responseTime)} ms`;
      return `${head} ${req ? `${req.method} ${req.url}` : `requête ${record.reqId}`} ${record.res.statusCode ?? '?'}${ms}`;
    }
    const extra = Object.fromEntries(Object.entries(record).filter(([key]) => !LAYOUT_KEYS.has(key)));
    const extraText = Object.keys(extra).length > 0 ? ` ${JSON.stringify(extra)}` : '';
    const error = record.err ? `\n${record.err.stack ?? record.err.message ?? ''}` : '';
    return `${head} ${record.msg ?? ''}${extraText}${error}`;
  };
}

/** The process's logger: readable lines in development, JSON elsewhere (production, tests). */
export function createProcessLogger(config: { env: string; logLevel: string }): Logger {
  if (config.env !== 'development') return pino({ level: config.logLevel });
  const format = createPrettyFormatter();
  return pino(
    { level: config.logLevel },
    {
      write(line: string) {
        const text = format(line);
        if (text !== undefined) process.stdout.write(`${text}\n`);
      },
    },
  );
}
