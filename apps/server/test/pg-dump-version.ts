import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * Whether the machine's pg_dump can dump the PostgreSQL at `url`: it refuses a newer server (the suite's own embedded
 * PostgreSQL, where the machine's does not answer). A test of the pg_dump path then checks the refusal instead.
 */
export async function pgDumpCanRead(url: string): Promise<boolean> {
  const { stdout } = await promisify(execFile)('pg_dump', ['--version']);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ major: number }>("select current_setting('server_version_num')::int / 10000 as major");
    return Number(/\d+/.exec(stdout)?.[0]) >= (rows[0]?.major ?? 0);
  } finally {
    await client.end();
  }
}
