import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's one account: what its signatures are checked against. */
export const S3RVER_KEY = 'S3RVER';

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The STORAGE_DRIVER=s3 environment that points an app at this server's bucket. */
  env(overrides?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on a random port, with one empty bucket, its objects in a temporary directory. */
export async function startS3Server(bucket = 'uploads'): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'invest-test-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: (overrides = {}) => ({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      ...overrides,
    }),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
