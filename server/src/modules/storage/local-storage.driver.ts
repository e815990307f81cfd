import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { StorageDriver } from './storage-driver.types';

/** Files under UPLOAD_DIR on this machine's disk: one instance only (the default of the embedded start). */
export class LocalStorageDriver implements StorageDriver {
  constructor(private readonly root: string) {}

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = join(this.root, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes, { mode: 0o640 });
  }

  async get(key: string): Promise<Readable | null> {
    // Opened before the stream is handed out, so a missing file is a null here and never an error mid-response.
    const handle = await open(join(this.root, key), 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    });
    return handle ? handle.createReadStream() : null;
  }

  async remove(key: string): Promise<void> {
    await rm(join(this.root, key), { force: true });
  }
}
