import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { quoteAmounts } from '../../src/modules/chains/utxo-rpc';

/**
 * A Bitcoin Core 24 node as the app sees it over JSON-RPC, for tests where no bitcoind exists
 * (Debian ships none): a real HTTP server on a free port answering with the responses recorded in
 * test/fixtures/bitcoin-core/ (see its README), a few fields of them (heights, hashes,
 * confirmations, the paid address and amount) following a small chain the test moves on (`pay`,
 * `mine`, `reorg`). Every request is checked the way the node would read it (method, wallet path,
 * params: the descriptor with its checksum, the range, listsinceblock's flags …); a request the node
 * would not expect is answered with an RPC error and kept in `problems`. Nothing of the app is
 * replaced: the app's own UtxoRpc client, scanner and deposits code talk to this server.
 */

const FIXTURES = join(__dirname, '..', 'fixtures', 'bitcoin-core');

/** A fixture file with its amounts kept as decimal strings (as the app's client reads them). */
export function bitcoinCoreFixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(quoteAmounts(readFileSync(join(FIXTURES, `${name}.json`), 'utf8'))) as T;
}

/** Writes amounts back as JSON numbers with their eight decimals, as Bitcoin Core does. */
function unquoteAmounts(text: string): string {
  return text.replace(/"(amount|fee)":"(-?\d+\.\d+)"/g, '"$1":$2');
}

export interface RecordedRequest {
  method: string;
  params: unknown;
  /** The wallet the call went to (/wallet/<name>), or null for a node call. */
  wallet: string | null;
  /** What the fixture answered (undefined: an error). */
  result?: unknown;
}

interface Payment {
  txid: string;
  vout: number;
  address: string;
  /** Decimal BTC with eight decimals. */
  amount: string;
  /** The receive index of the address (a wallet sees it only once its imported range covers it). */
  index: number;
  height: number | null;
  conflicted: boolean;
}

interface NodeWallet {
  rangeEnd: number | null;
}

type Entry = Record<string, unknown>;

class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export class BitcoinCoreNode {
  readonly requests: RecordedRequest[] = [];
  /** Requests Bitcoin Core would not have expected from the app (each was answered with an RPC error). */
  readonly problems: string[] = [];
  /** When set, importdescriptors answers with the recorded failure (importdescriptors-error.json). */
  failImport = false;
  url = '';

  private readonly recorded = {
    chain: bitcoinCoreFixture('getblockchaininfo'),
    network: bitcoinCoreFixture('getnetworkinfo'),
    wallet: bitcoinCoreFixture('getwalletinfo'),
    descriptor: bitcoinCoreFixture<{ descriptor: string; checksum: string }>('getdescriptorinfo'),
    listing: bitcoinCoreFixture<{ transactions: Entry[] }>('listsinceblock'),
  };
  /** Block hashes of the active chain from `base` up. */
  private readonly blocks: string[] = [];
  private readonly base: number;
  /** Blocks taken off the chain by `reorg`: their height, and the payments they held (listsinceblock lists them in `removed`). */
  private readonly stale = new Map<string, { height: number; removed: Payment[] }>();
  private readonly payments: Payment[] = [];
  private readonly wallets = new Map<string, NodeWallet>();
  private readonly loaded = new Set<string>();
  private server?: Server;
  private branch = 0;

  constructor(readonly chain: string = 'main') {
    this.base = Number(this.recorded.chain.blocks);
    this.blocks.push(String(this.recorded.chain.bestblockhash));
  }

  /** The recorded descriptor (with checksum) of the BIP84 test vector's receive branch. */
  get recordedDescriptor(): string {
    return this.recorded.descriptor.descriptor;
  }

  /** The output the recorded listsinceblock lists (address, amount, vout). */
  get recordedPayment(): { address: string; amount: string; vout: number } {
    const entry = this.recorded.listing.transactions[0];
    return { address: String(entry.address), amount: String(entry.amount), vout: Number(entry.vout) };
  }

  get height(): number {
    return this.base + this.blocks.length - 1;
  }

  get tip(): string {
    return this.blocks[this.blocks.length - 1];
  }

  /** The params of every call of `method`, in order. */
  calls(method: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method);
  }

  /** Broadcasts a payment (in the mempool until mined); answers its txid. */
  pay(address: string, amount: string, index: number, vout = 0): string {
    const txid = createHash('sha256').update(`tx-${this.payments.length}-${address}-${amount}`).digest('hex');
    this.payments.push({ txid, vout, address, amount, index, height: null, conflicted: false });
    return txid;
  }

  /** Mines `count` blocks; the first takes every payment in the mempool. */
  mine(count = 1): void {
    for (let i = 0; i < count; i++) {
      const height = this.height + 1;
      this.blocks.push(createHash('sha256').update(`block-${this.branch}-${height}`).digest('hex'));
      for (const p of this.payments) if (p.height === null && !p.conflicted) p.height = height;
    }
  }

  /** Mines a block holding another spend of the coin `txid` (in the mempool) spent: the payment is conflicted, never mined. */
  doubleSpend(txid: string): void {
    for (const p of this.payments) if (p.txid === txid && p.height === null) p.conflicted = true;
    this.mine(1);
  }

  /**
   * Replaces the top `depth` blocks by `depth + 1` others where a conflicting spend was mined: the
   * payments of the replaced blocks are conflicted (negative confirmations) and listed in `removed`
   * from any of the replaced blocks' hashes.
   */
  reorg(depth: number): void {
    const fork = this.height - depth;
    const removed = this.payments.filter((p) => p.height !== null && p.height > fork);
    for (let h = fork + 1; h <= this.height; h++) this.stale.set(this.blocks[h - this.base], { height: fork, removed });
    this.blocks.length = fork - this.base + 1;
    for (const p of removed) {
      p.height = null;
      p.conflicted = true;
    }
    this.branch++;
    this.mine(depth + 1);
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    const { port } = this.server.address() as { port: number };
    this.url = `http://fixture:fixture-password@127.0.0.1:${port}/`;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let body = '';
    for await (const chunk of req) body += chunk;
    const expected = `Basic ${Buffer.from('fixture:fixture-password').toString('base64')}`;
    if (req.method !== 'POST' || req.headers.authorization !== expected) {
      // Bitcoin Core answers a wrong user or password with 401 and no body
      res.writeHead(401).end();
      return;
    }
    const walletMatch = /^\/wallet\/([^/]+)$/.exec(req.url ?? '/');
    const wallet = walletMatch ? decodeURIComponent(walletMatch[1]) : null;
    const call = JSON.parse(body) as { id: unknown; method: string; params?: unknown };
    const recorded: RecordedRequest = { method: call.method, params: call.params ?? [], wallet };
    this.requests.push(recorded);
    let text: string;
    try {
      const result = this.answer(call.method, call.params ?? [], wallet);
      Object.defineProperty(recorded, 'result', { value: result, enumerable: false });
      text = JSON.stringify({ result, error: null, id: call.id });
    } catch (error) {
      const failure = error instanceof RpcFailure ? error : new RpcFailure(-1, (error as Error).message);
      text = JSON.stringify({ result: null, error: { code: failure.code, message: failure.message }, id: call.id });
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(unquoteAmounts(text) + '\n');
  }

  private unexpected(what: string): never {
    this.problems.push(what);
    throw new RpcFailure(-8, `fixture: ${what}`);
  }

  private requireWallet(method: string, wallet: string | null): string {
    if (wallet === null) this.unexpected(`${method} sent to the node, not to a wallet`);
    if (!this.loaded.has(wallet)) throw new RpcFailure(-18, 'Requested wallet does not exist or is not loaded');
    return wallet;
  }

  private heightOf(hash: string): number | null {
    const index = this.blocks.indexOf(hash);
    return index < 0 ? null : this.base + index;
  }

  private answer(method: string, params: unknown, wallet: string | null): unknown {
    const list = Array.isArray(params) ? (params as unknown[]) : null;
    switch (method) {
      case 'getblockchaininfo':
        return { ...this.recorded.chain, chain: this.chain, blocks: this.height, headers: this.height, bestblockhash: this.tip };
      case 'getnetworkinfo':
        return this.recorded.network;
      case 'listwallets':
        return [...this.loaded];
      case 'loadwallet': {
        const name = String(list?.[0]);
        if (!this.wallets.has(name)) {
          const recorded = bitcoinCoreFixture<{ code: number; message: string }>('loadwallet-not-found');
          throw new RpcFailure(recorded.code, recorded.message.replace('<wallet name>', name));
        }
        if (this.loaded.has(name)) throw new RpcFailure(-35, `Wallet "${name}" is already loaded.`);
        this.loaded.add(name);
        return { name, warning: '' };
      }
      case 'createwallet': {
        const named = params as Record<string, unknown>;
        if (list || named.disable_private_keys !== true || named.blank !== true || named.descriptors === false) {
          this.unexpected(`createwallet ${JSON.stringify(params)}: a watch-only descriptor wallet needs disable_private_keys and blank`);
        }
        const name = String(named.wallet_name);
        if (this.wallets.has(name))
          throw new RpcFailure(-4, `Wallet file verification failed. Failed to create database path '${name}'. Database already exists.`);
        this.wallets.set(name, { rangeEnd: null });
        this.loaded.add(name);
        return { ...bitcoinCoreFixture<Record<string, unknown>>('createwallet'), name };
      }
      case 'getdescriptorinfo': {
        const withoutChecksum = this.recordedDescriptor.replace(/#.*$/, '');
        if (list?.[0] !== withoutChecksum) this.unexpected(`getdescriptorinfo of ${JSON.stringify(list?.[0])}, expected ${withoutChecksum}`);
        return this.recorded.descriptor;
      }
      case 'getwalletinfo': {
        const name = this.requireWallet(method, wallet);
        return { ...this.recorded.wallet, walletname: name };
      }
      case 'importdescriptors': {
        const name = this.requireWallet(method, wallet);
        const requests = list?.[0];
        const request = Array.isArray(requests) && requests.length === 1 ? (requests[0] as Record<string, unknown>) : null;
        const range = request?.range;
        if (
          !request ||
          request.desc !== this.recordedDescriptor ||
          request.timestamp !== 'now' ||
          request.active !== false ||
          !Array.isArray(range) ||
          range.length !== 2 ||
          range[0] !== 0 ||
          !Number.isInteger(range[1]) ||
          (range[1] as number) < 0
        ) {
          this.unexpected(`importdescriptors ${JSON.stringify(params)}`);
        }
        if (this.failImport) return bitcoinCoreFixture('importdescriptors-error');
        const held = this.wallets.get(name)!;
        held.rangeEnd = Math.max(held.rangeEnd ?? 0, range[1] as number);
        return bitcoinCoreFixture('importdescriptors');
      }
      case 'importmulti':
        return this.unexpected('importmulti on a descriptor wallet (Bitcoin Core refuses it there)');
      case 'rescanblockchain': {
        this.requireWallet(method, wallet);
        const start = list?.[0];
        if (!Number.isInteger(start) || (start as number) > this.height) this.unexpected(`rescanblockchain ${JSON.stringify(params)}`);
        return { start_height: start, stop_height: this.height };
      }
      case 'getblockhash': {
        const height = list?.[0];
        if (!Number.isInteger(height) || (height as number) < this.base || (height as number) > this.height)
          throw new RpcFailure(-8, 'Block height out of range');
        return this.blocks[(height as number) - this.base];
      }
      case 'getblockheader': {
        const height = this.heightOf(String(list?.[0]));
        if (height === null) throw new RpcFailure(-5, 'Block not found');
        return {
          hash: list?.[0],
          confirmations: this.height - height + 1,
          height,
          previousblockhash: height > this.base ? this.blocks[height - this.base - 1] : undefined,
        };
      }
      case 'getmempoolentry': {
        const inPool = this.payments.some((p) => p.txid === list?.[0] && p.height === null && !p.conflicted);
        if (!inPool) {
          const recorded = bitcoinCoreFixture<{ code: number; message: string }>('getmempoolentry-not-found');
          throw new RpcFailure(recorded.code, recorded.message);
        }
        return {
          vsize: 141,
          weight: 561,
          time: 1731327950,
          height: this.height,
          descendantcount: 1,
          ancestorcount: 1,
          depends: [],
          spentby: [],
          'bip125-replaceable': false,
          unbroadcast: false,
        };
      }
      case 'listsinceblock':
        return this.listSinceBlock(list, this.requireWallet(method, wallet));
      default:
        this.problems.push(`unexpected method ${method}`);
        throw new RpcFailure(-32601, 'Method not found');
    }
  }

  private listSinceBlock(list: unknown[] | null, wallet: string) {
    if (!list || list.length !== 4 || typeof list[0] !== 'string' || list[1] !== 1 || list[2] !== true || list[3] !== true) {
      this.unexpected(`listsinceblock ${JSON.stringify(list)}: expected [blockhash, 1, include_watchonly true, include_removed true]`);
    }
    const since = list[0] as string;
    let from = -1;
    let removed: Payment[] = [];
    if (since) {
      const height = this.heightOf(since);
      const gone = this.stale.get(since);
      if (height !== null) from = height;
      else if (gone) [from, removed] = [gone.height, gone.removed];
      else throw new RpcFailure(-5, 'Block not found');
    }
    const rangeEnd = this.wallets.get(wallet)?.rangeEnd ?? -1;
    const covered = (p: Payment) => p.index <= rangeEnd;
    // a receive conflicted by a mined spend (negative confirmations) is left out of `transactions`, as Core's listing does; it shows only among `removed`
    const transactions = this.payments.filter((p) => covered(p) && !p.conflicted && (p.height === null || p.height > from)).map((p) => this.entry(p));
    // removed: the transactions of the blocks taken off, as the wallet sees them now (conflicted: negative confirmations)
    return { transactions, removed: removed.filter(covered).map((p) => this.entry(p)), lastblock: this.tip };
  }

  /** One receive output in the recorded entry's shape (block fields only for a mined one, as Core writes them). */
  private entry(p: Payment): Entry {
    const { blockhash: _h, blockheight: _b, blockindex: _i, blocktime: _t, ...unmined } = this.recorded.listing.transactions[0];
    const base = { ...unmined, address: p.address, amount: p.amount, vout: p.vout, txid: p.txid, wtxid: p.txid, parent_descs: [this.recordedDescriptor] };
    if (p.height !== null) {
      return {
        ...base,
        confirmations: this.height - p.height + 1,
        blockhash: this.blocks[p.height - this.base],
        blockheight: p.height,
        blockindex: 1,
        blocktime: 1731328200,
      };
    }
    if (p.conflicted) return { ...base, confirmations: -1, trusted: false }; // walletconflicts stays empty: the conflicting spend is not the watch-only wallet's
    return { ...base, confirmations: 0, trusted: false };
  }
}

/** Starts a fixture node on a free port; `chain`: what its getblockchaininfo answers. */
export async function startBitcoinCoreNode(chain = 'main'): Promise<BitcoinCoreNode> {
  const node = new BitcoinCoreNode(chain);
  await node.start();
  return node;
}
