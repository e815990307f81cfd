import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../../config/env';
import { S3StorageDriver } from './s3-storage.driver';
import { IMAGE_FOLDERS, STORED_NAME } from './storage.service';

export interface StorageMigrationResult {
  /** Written to the bucket and read back with the same SHA-256. */
  copied: string[];
  /** Already in the bucket with the same SHA-256 (a second run copies nothing). */
  present: string[];
  /** Files the app never made nor serves (not `<uuid>.webp`): left on disk, not copied. */
  skipped: string[];
  /** Keys whose bytes in the bucket differ from the disk after the copy; the run fails. */
  mismatched: string[];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function hashOf(driver: S3StorageDriver, key: string): Promise<string | null> {
  const stream = await driver.get(key);
  if (!stream) return null;
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function namesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Copies every stored file under UPLOAD_DIR (avatars, screenshots, KYC documents) to the S3
 * bucket of the S3_* variables, then reads each back and compares SHA-256 hashes. Local files stay
 * where they are: delete them once the app runs on the bucket. Safe to run again.
 */
export async function migrateLocalFilesToS3(config: AppConfig, log: (line: string) => void = () => {}): Promise<StorageMigrationResult> {
  if (config.storage.driver !== 's3') throw new Error('storage:migrate copies to S3: set STORAGE_DRIVER=s3 and the S3_* variables first');
  const target = new S3StorageDriver(config.storage.s3);
  const result: StorageMigrationResult = { copied: [], present: [], skipped: [], mismatched: [] };
  try {
    await target.check();
    for (const folder of IMAGE_FOLDERS) {
      for (const name of await namesIn(join(config.uploadDir, folder))) {
        const key = `${folder}/${name}`;
        if (!STORED_NAME.test(name)) {
          result.skipped.push(key);
          continue;
        }
        const bytes = await readFile(join(config.uploadDir, key));
        const local = sha256(bytes);
        if ((await hashOf(target, key)) === local) {
          result.present.push(key);
          continue;
        }
        await target.put(key, bytes, 'image/webp');
        if ((await hashOf(target, key)) === local) {
          result.copied.push(key);
          log(`copied ${key} (sha256 ${local.slice(0, 12)}…)`);
        } else {
          result.mismatched.push(key);
          log(`MISMATCH ${key}: the bucket's copy does not hash to the local file's sha256 ${local}`);
        }
      }
    }
  } finally {
    target.close();
  }
  return result;
}
