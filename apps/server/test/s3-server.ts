import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StorageConfig } from '../src/config.js';

/** The part of s3rver (which ships no types) these tests use. */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  on(event: 'event', listener: (event: S3rverEvent) => void): void;
}
/** The S3 event notification s3rver emits once it has stored or removed an object. */
interface S3rverEvent {
  Records: { eventName: string; s3: { object: { key: string } } }[];
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rverInstance;

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export interface S3TestServer {
  config: Extract<StorageConfig, { kind: 's3' }>;
  /** Keys of the objects written so far (PUT, copy, completed multipart upload), in the order the server stored them. */
  writtenKeys: string[];
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 and a free port, keeping its objects in a
 * fresh temporary folder, with one empty bucket. s3rver checks signatures against its fixed
 * credentials, so the config carries those.
 */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'kora-s3rver-'));
  const bucket = `kora-test-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const writtenKeys: string[] = [];
  server.on('event', ({ Records }) => {
    for (const record of Records) if (record.eventName.startsWith('ObjectCreated:')) writtenKeys.push(record.s3.object.key);
  });
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  return {
    config: {
      kind: 's3',
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      region: 'us-east-1',
      forcePathStyle: true,
    },
    writtenKeys,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
