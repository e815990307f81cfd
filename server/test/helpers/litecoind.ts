import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UtxoRpc } from '../../src/modules/chains/utxo-rpc';

/**
 * A real Litecoin node for tests: Debian's litecoind (`apt-get install -y litecoind`) in regtest,
 * on free ports and a temporary data directory, blocks mined only when a test asks. A `funder`
 * wallet holds mature coins to pay deposits with.
 */
export interface Litecoind {
  /** The RPC URL with user and password, as LITECOIN_RPC_URL takes it. */
  url: string;
  rpc: UtxoRpc;
  /** The node's data directory (its regtest wallets are under regtest/wallets/). */
  dataDir: string;
  /** Pays `amount` (decimal LTC) to `address` from the funder wallet; answers the txid. */
  send(address: string, amount: string): Promise<string>;
  /** One transaction paying several outputs (address → decimal LTC; the same address may not repeat in Core's sendmany). */
  sendMany(outputs: Record<string, string>): Promise<string>;
  /** Mines `blocks` blocks to the funder; answers the hashes. */
  mine(blocks?: number): Promise<string[]>;
  height(): Promise<number>;
  stop(): Promise<void>;
}

export const LITECOIND = process.env.LITECOIND_BIN ?? 'litecoind';

/** Whether the litecoind binary is on this machine (tests skip, loudly, only when it is not). */
export function litecoindAvailable(): boolean {
  const probe = spawnSync(LITECOIND, ['-version'], { stdio: 'ignore' });
  return !probe.error && probe.status === 0;
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

/** `extraArgs`: more node options (`-disablewallet` for a node the app must refuse); such a node has no funder wallet. */
export async function startLitecoind(extraArgs: string[] = []): Promise<Litecoind> {
  const dir = mkdtempSync(join(tmpdir(), 'litecoind-test-'));
  const [rpcPort, p2pPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(
    LITECOIND,
    [
      '-regtest',
      `-datadir=${dir}`,
      `-rpcport=${rpcPort}`,
      `-port=${p2pPort}`,
      '-rpcuser=test',
      '-rpcpassword=test-password',
      '-rpcbind=127.0.0.1',
      '-rpcallowip=127.0.0.1',
      '-listen=0',
      '-fallbackfee=0.0001',
      '-txindex=0',
      '-printtoconsole=0',
      '-rpcworkqueue=64',
      // MWEB never activates: Litecoin Core 0.21.2 in regtest cannot mine a block holding transactions
      // once it does (bad-txns-vin-empty for the first HogEx) — a bench's 1,000 blocks go past its height.
      '-vbparams=mweb:-2:0',
      ...extraArgs,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://test:test-password@127.0.0.1:${rpcPort}/`;
  const rpc = new UtxoRpc(url);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`litecoind exited (${child.exitCode}): ${stderr}`);
    try {
      await rpc.call('getblockchaininfo');
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`litecoind did not answer on port ${rpcPort}: ${stderr}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const funded = !extraArgs.includes('-disablewallet');
  if (funded) await rpc.call('createwallet', ['funder']);
  const miner = funded ? await rpc.call<string>('getnewaddress', ['', 'bech32'], 'funder') : 'rltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2s9kmqj';
  const mine = (blocks = 1) => rpc.call<string[]>('generatetoaddress', [blocks, miner]);
  if (funded) await mine(101);
  return {
    url,
    rpc,
    dataDir: dir,
    send: (address, amount) => rpc.call<string>('sendtoaddress', [address, amount], 'funder'),
    sendMany: (outputs) => rpc.call<string>('sendmany', ['', outputs], 'funder'),
    mine,
    height: async () => (await rpc.call<{ blocks: number }>('getblockchaininfo')).blocks,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
