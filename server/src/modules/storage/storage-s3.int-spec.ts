import { GetObjectCommand } from '@aws-sdk/client-s3';
import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { loadConfig } from '../../config/env';
import { createApp } from '../../create-app';
import { createAdmin, createInvestor } from '../../../test/factories/users';
import { S3RVER_KEY, startS3Server, S3Server } from '../../../test/helpers/s3-server';
import { bootApp, createTestDatabase, dropTestDatabase, TestApp } from '../../../test/helpers/test-app';
import { s3Client } from './s3-storage.driver';

const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** STORAGE_DRIVER=s3 against a real S3-protocol server (s3rver), two app instances on one database. */
describe('files on S3 (s3rver), two instances', () => {
  let s3: S3Server;
  let database: string;
  let a: TestApp;
  let b: TestApp;
  let jpeg: Buffer;

  const objectBytes = async (key: string) => {
    const client = s3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: s3.bucket,
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
      forcePathStyle: true,
    });
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    } finally {
      client.destroy();
    }
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    database = await createTestDatabase();
    [a, b] = await Promise.all([bootApp({ database, env: s3.env() }), bootApp({ database, env: s3.env() })]);
    jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#aa3366' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    if (database) await dropTestDatabase(database);
    await s3?.close();
  });

  it('serves on instance B an avatar uploaded through instance A, the bytes the bucket holds; nothing lands on either disk', async () => {
    const me = await createInvestor(a);
    const form = new FormData();
    form.set('avatar', new Blob([jpeg], { type: 'image/jpeg' }), 'me.jpg');
    expect((await me.client.post('/api/upload/avatar', form)).status).toBe(200);
    const name = (await me.client.get<{ data: { avatar: string } }>('/api/check-auth')).body.data.avatar.split('/').pop()!;
    expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);

    const served = await b.client().raw(`/api/uploads/avatars/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(sha256(bytes)).toBe(sha256(await objectBytes(`avatars/${name}`)));
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    for (const t of [a, b]) expect(existsSync(join(t.config.uploadDir, 'avatars'))).toBe(false);

    // Replaced: the old object is removed from the bucket (through instance B this time).
    const onB = b.client();
    for (const [k, v] of me.client.cookies) onB.cookies.set(k, v);
    onB.csrfToken = me.client.csrfToken;
    expect((await onB.get('/api/upload/delete-avatar')).status).toBe(200);
    expect((await a.client().raw(`/api/uploads/avatars/${name}`)).status).toBe(404);
  });

  it('gives KYC documents uploaded on A to an admin on B only; an investor gets 403 and a signed-out caller 401', async () => {
    const me = await createInvestor(a);
    const form = new FormData();
    form.set('document_type', 'passport');
    form.set('document_front', new Blob([jpeg], { type: 'image/jpeg' }), 'front.jpg');
    form.set('selfie', new Blob([jpeg], { type: 'image/jpeg' }), 'selfie.jpg');
    expect((await me.client.post('/api/kyc/submit', form)).status).toBe(200);
    const { rows } = await a.db.query<{ document_front: string }>(`SELECT document_front FROM kyc_requests WHERE user_id = $1`, [me.user.id]);
    const path = `/api/kyc/files/${rows[0].document_front}`;

    const admin = await createAdmin(b);
    const served = await admin.client.raw(path);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(sha256(Buffer.from(await served.arrayBuffer()))).toBe(sha256(await objectBytes(`kyc/${rows[0].document_front}`)));
    expect((await me.client.raw(path)).status).toBe(403);
    expect((await b.client().raw(path)).status).toBe(401);
  });

  it('answers a missing object with 404 and a message, not a 500', async () => {
    const admin = await createAdmin(a);
    const missing = `${randomUUID()}.webp`;
    for (const [client, path, code] of [
      [a.client(), `/api/uploads/avatars/${missing}`, 'NOT_FOUND'],
      [admin.client, `/api/kyc/files/${missing}`, 'NOT_FOUND'],
      [admin.client, `/api/uploads/screenshots/${missing}`, 'SCREENSHOT_NOT_FOUND'],
    ] as const) {
      const res = await client.get<{ status: string; message: string; code: string }>(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.body).toMatchObject({ status: 'error', code });
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it('stops the start with one line when the bucket is missing or refuses the credentials', async () => {
    /** The start's module init (where main.ts fails with "Failed to start: <line>"), closing what was built. */
    const startError = async (overrides: Record<string, string>) => {
      const app = await createApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_PROVIDER: 'off', ...s3.env(overrides) }), a.databaseUrl);
      try {
        await app.init();
        return 'started';
      } catch (error) {
        return (error as Error).message;
      } finally {
        await app.close().catch(() => {});
      }
    };
    expect(await startError({ S3_BUCKET: 'no-such-bucket' })).toBe(
      `Storage: the S3 bucket "no-such-bucket" at ${s3.endpoint} does not exist; create it or correct S3_BUCKET`,
    );
    expect(await startError({ S3_ACCESS_KEY_ID: 'NOT-A-KEY' })).toBe(
      `Storage: the S3 bucket "uploads" at ${s3.endpoint} refused the credentials (HTTP 403); check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the bucket's policy`,
    );
  });

  it('npm run storage:migrate copies local files to the bucket, verified by hash, and a second run copies nothing', async () => {
    const uploadDir = mkdtempSync(join(tmpdir(), 'invest-test-migrate-'));
    try {
      const names = { avatars: `${randomUUID()}.webp`, kyc: `${randomUUID()}.webp` };
      const files: Record<string, Buffer> = {};
      for (const [folder, name] of Object.entries(names)) {
        mkdirSync(join(uploadDir, folder), { recursive: true });
        files[`${folder}/${name}`] = await sharp(jpeg).webp().toBuffer();
        writeFileSync(join(uploadDir, folder, name), files[`${folder}/${name}`]);
      }
      writeFileSync(join(uploadDir, 'kyc', 'notes.txt'), 'not an upload');
      const run = () =>
        promisify(execFile)('npm', ['run', '--silent', 'storage:migrate'], {
          cwd: join(__dirname, '../../../..'),
          env: { ...process.env, NODE_ENV: 'test', UPLOAD_DIR: uploadDir, ...s3.env() },
        });

      const first = await run();
      expect(first.stdout).toContain(
        'storage:migrate: 2 copied, 0 already in the bucket, 1 skipped (not a name the app makes: kyc/notes.txt); each verified by SHA-256',
      );
      for (const [key, bytes] of Object.entries(files)) expect(sha256(await objectBytes(key))).toBe(sha256(bytes));
      // Served by the app from the bucket.
      expect((await b.client().raw(`/api/uploads/avatars/${names.avatars}`)).status).toBe(200);

      const second = await run();
      expect(second.stdout).toContain('storage:migrate: 0 copied, 2 already in the bucket');
    } finally {
      rmSync(uploadDir, { recursive: true, force: true });
    }
  });
});
