import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

/**
 * A real local Ethereum node for tests: anvil from @foundry-rs/anvil, whose binary ships in the
 * platform package (@foundry-rs/anvil-linux-amd64 here), so nothing is downloaded. Blocks are mined
 * only when a test asks (`mine`), so a test decides exactly which block a payment lands in.
 */
export interface Anvil {
  url: string;
  port: number;
  /** JSON-RPC call; throws on an error answer. */
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  /** Mines `blocks` blocks (default 1). */
  mine(blocks?: number): Promise<void>;
  blockNumber(): Promise<bigint>;
  /** Replaces the last `depth` blocks with as many new ones (none of the dropped transactions). */
  reorg(depth: number): Promise<void>;
  stop(): Promise<void>;
}

const PLATFORM_PACKAGE: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
};

export function anvilBinary(): string {
  const pkg = PLATFORM_PACKAGE[`${process.platform}-${process.arch}`];
  if (!pkg) throw new Error(`no anvil binary for ${process.platform}-${process.arch}`);
  return createRequire(__filename).resolve(`${pkg}/bin/anvil`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let nextId = 1;

export async function rpcCall<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

/** Starts anvil on a free port with automine off and waits until it answers. */
export async function startAnvil(options: { chainId?: number } = {}): Promise<Anvil> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    anvilBinary(),
    ['--port', String(port), '--host', '127.0.0.1', '--no-mining', '--chain-id', String(options.chainId ?? 31337), '--silent'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`anvil exited (${child.exitCode}): ${stderr}`);
    try {
      await rpcCall(url, 'eth_chainId');
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`anvil did not answer on ${url}: ${stderr}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const rpc = <T>(method: string, params: unknown[] = []) => rpcCall<T>(url, method, params);
  return {
    url,
    port,
    rpc,
    mine: async (blocks = 1) => void (await rpc('anvil_mine', [`0x${blocks.toString(16)}`])),
    blockNumber: async () => BigInt(await rpc<string>('eth_blockNumber')),
    reorg: async (depth) => void (await rpc('anvil_reorg', [depth, []])),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
