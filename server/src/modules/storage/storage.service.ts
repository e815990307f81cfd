import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { LocalStorageDriver } from './local-storage.driver';
import { S3StorageDriver } from './s3-storage.driver';
import type { StorageDriver } from './storage-driver.types';
import { imageTooLarge, StorageError, StorageErrorCode } from './storage.errors';

export type ImageFolder = 'avatars' | 'screenshots' | 'kyc';

export const IMAGE_FOLDERS: readonly ImageFolder[] = ['avatars', 'screenshots', 'kyc'];

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** The names saveImage makes; any other name is refused before it reaches the disk or the bucket. */
export const STORED_NAME = /^[0-9a-f-]{36}\.webp$/;

export interface ImageRules {
  maxBytes: number;
  /** The stored image is scaled to fit inside this square. */
  maxSide: number;
}

/** The driver STORAGE_DRIVER names: local disk (UPLOAD_DIR) or an S3 bucket. */
export function storageDriver(config: AppConfig): StorageDriver {
  return config.storage.driver === 's3' ? new S3StorageDriver(config.storage.s3) : new LocalStorageDriver(config.uploadDir);
}

/**
 * Images are judged by their bytes (sharp decodes them), re-encoded to WebP (which drops EXIF,
 * ICC and anything appended to the file), and stored under a random name through the configured
 * driver. Reading goes through the app too: callers check who may see a file before `send`.
 */
@Injectable()
export class StorageService implements OnModuleInit, OnApplicationShutdown {
  private readonly driver: StorageDriver;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.driver = storageDriver(config);
  }

  /** A missing bucket or refused credentials stop the start here, before the app listens. */
  async onModuleInit(): Promise<void> {
    await this.driver.check();
  }

  onApplicationShutdown(): void {
    if (this.driver instanceof S3StorageDriver) this.driver.close();
  }

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
    await this.driver.put(`${folder}/${name}`, encoded, 'image/webp');
    return name;
  }

  /**
   * Streams a stored image to the response with headers no browser can take for anything else.
   * False (nothing sent) when the name is not one we make or no such file exists: the caller
   * answers its own 404. Call it only after the caller's own authorisation.
   */
  async send(res: Response, folder: ImageFolder, name: string, cacheControl: string): Promise<boolean> {
    const file = STORED_NAME.test(name) ? await this.driver.get(`${folder}/${name}`) : null;
    if (!file) return false;
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Cache-Control', cacheControl);
    // A store that fails mid-file cuts the response rather than finishing a truncated image.
    file.on('error', (error) => res.destroy(error));
    file.pipe(res);
    return true;
  }

  async remove(folder: ImageFolder, name: string | null): Promise<void> {
    if (name && STORED_NAME.test(name)) await this.driver.remove(`${folder}/${name}`);
  }
}
