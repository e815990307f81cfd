import type { Readable } from 'node:stream';

/**
 * Where stored files' bytes live. Keys are `<folder>/<name>` (`kyc/<uuid>.webp`); the service
 * checks names before they reach a driver, so a driver never sees a path from a caller.
 */
export interface StorageDriver {
  /** Stops the start with one clear line when the store cannot be used (a missing bucket, refused credentials). */
  check(): Promise<void>;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or null when there is no such object. */
  get(key: string): Promise<Readable | null>;
  /** Removes the object; a missing one is not an error. */
  remove(key: string): Promise<void>;
}

/** Refusals of the start (STORAGE_DRIVER=s3): one line an operator can act on, no stack. */
export class StorageStartError extends Error {}
