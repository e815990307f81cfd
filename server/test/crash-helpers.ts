/** The real server as a child process, for the crash-* specs (as lifecycle.int-spec.ts runs it). */
import { ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const serverDir = resolve(__dirname, '..');

export interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A port nothing listens on now, below Linux's ephemeral range (32768-60999): a port in that range
 * can be taken while its server is down by an outgoing connection (even one to itself), and the
 * server restarted by a test could then not listen on it again.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer().once('error', () => resolve(false));
      probe.listen(port, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** src/main.ts under ts-node with swc (no build needed), with `env` over the test's environment. */
export function startServer(env: NodeJS.ProcessEnv): Running {
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      TS_NODE_SWC: 'true',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'false',
      ACCRUAL_CRON: 'off',
      RATE_PROVIDER: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, output: () => output, exited };
}

/** The status of GET path, or 0 when nothing answers within 2 s. */
export async function statusOf(port: number, path: string): Promise<number> {
  try {
    return (await fetch(`http://localhost:${port}${path}`, { signal: AbortSignal.timeout(2000) })).status;
  } catch {
    return 0;
  }
}

export const healthy = async (port: number) => (await statusOf(port, '/api/health')) === 200;

/** Waits until /api/health answers 200; returns how long that took. */
export async function waitHealthy(port: number, app: Running, ms = 120_000): Promise<number> {
  const t0 = Date.now();
  let exited = false;
  void app.exited.then(() => (exited = true));
  while (Date.now() - t0 < ms) {
    if (await healthy(port)) return Date.now() - t0;
    if (exited) throw new Error(`the app exited before it was healthy:\n${app.output()}`);
    await sleep(50);
  }
  throw new Error(`not healthy after ${ms} ms:\n${app.output()}`);
}

/** Log lines at WARN or above (pino JSON or pretty) and start failures. */
export const problems = (log: string) => log.split('\n').filter((l) => /"level":(40|50|60)|\b(WARN|ERROR|FATAL)\b|Failed to start/.test(l));
