import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { imageTooLarge, StorageError, StorageErrorCode } from './storage.errors';

export type ImageFolder = 'avatars' | 'screenshots' | 'kyc';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const STORED_NAME = /^[0-9a-f-]{36}\.webp$/;

export interface ImageRules {
  maxBytes: number;
  /** The stored image is scaled to fit inside this square. */
  maxSide: number;
}

/**
 * Images are judged by their bytes (sharp decodes them), re-encoded to WebP (which drops EXIF,
 * ICC and anything appended to the file), and stored under a random name.
 */
@Injectable()
export class StorageService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async saveImage(folder: ImageFolder, bytes: Buffer, rules: ImageRules): Promise<string> {
    if (!bytes?.length) throw new StorageError(StorageErrorCode.FILE_REQUIRED);
    if (bytes.length > rules.maxBytes) throw imageTooLarge(rules.maxBytes);
    let encoded: Buffer;
    try {
      const image = sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' });
      const meta = await image.metadata();
      if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new StorageError(StorageErrorCode.INVALID_IMAGE);
      encoded = await image
        .rotate()
        .resize({ width: rules.maxSide, height: rules.maxSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer();
    } catch {
      // sharp's own errors (and the format refusal above) all mean the same to the caller.
      throw new StorageError(StorageErrorCode.INVALID_IMAGE);
    }
    const name = `${randomUUID()}.webp`;
    const dir = join(this.config.uploadDir, folder);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, name), encoded, { mode: 0o640 });
    return name;
  }

  /** The absolute path of a stored file, or null when the name is not one we could have made. */
  pathOf(folder: ImageFolder, name: string): string | null {
    return STORED_NAME.test(name) ? join(this.config.uploadDir, folder, name) : null;
  }

  async remove(folder: ImageFolder, name: string | null): Promise<void> {
    const path = name ? this.pathOf(folder, name) : null;
    if (path) await rm(path, { force: true });
  }
}
