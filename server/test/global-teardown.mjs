import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Stops the test Postgres (SIGINT: fast shutdown) and removes its throw-away data. */
export default async function globalTeardown() {
  const dir = globalThis.__EMBEDDED_PG_DIR__;
  if (!dir) return;
  let pid;
  try {
    pid = Number(readFileSync(join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGINT');
  } catch {
    pid = undefined;
  }
  for (let i = 0; pid && i < 200; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  rmSync(dir, { recursive: true, force: true });
}
