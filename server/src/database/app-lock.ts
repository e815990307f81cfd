import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** One app per DATA_DIR: DATA_DIR/app.pid holds the running app's pid. */
export class AppLock {
  private constructor(private readonly file: string) {}

  /** Takes the lock, or returns the pid of the live app that holds it. */
  static acquire(dataDir: string): AppLock | { heldBy: number } {
    mkdirSync(dataDir, { recursive: true });
    const file = join(dataDir, 'app.pid');
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const fd = openSync(file, 'wx', 0o644);
        writeSync(fd, `${process.pid}\n`);
        closeSync(fd);
        return new AppLock(file);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
      const holder = appLockHolder(dataDir);
      if (holder && holder !== process.pid) return { heldBy: holder };
      rmSync(file, { force: true }); // left by an app that was killed
    }
    throw new Error(`could not take the lock ${file}`);
  }

  release() {
    try {
      if (Number(readFileSync(this.file, 'utf8').trim()) === process.pid) rmSync(this.file, { force: true });
    } catch {
      // already gone
    }
  }
}

/** The pid of the live app holding DATA_DIR/app.pid, if any. */
export function appLockHolder(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, 'app.pid'), 'utf8').trim());
  } catch {
    return undefined;
  }
  return Number.isInteger(pid) && pid > 0 && alive(pid) && isNode(pid) ? pid : undefined;
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A reused pid after a reboot is not an app: on Linux, check the process is node. */
function isNode(pid: number): boolean {
  try {
    return /node/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true;
  }
}

/** Whether something already listens on the port (we may not bind it). */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'EADDRINUSE'));
    probe.listen(port, () => probe.close(() => resolve(false)));
  });
}
