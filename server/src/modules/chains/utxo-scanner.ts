import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { UtxoNetworkMode } from '../../config/env';
import { sqlExec, sqlOne, sqlRows } from '../../database/sql';
import type { ScanStep } from './chain-scanner';
import { RPC_INVALID_ADDRESS_OR_KEY, RPC_METHOD_NOT_FOUND, RPC_WALLET_ALREADY_LOADED, RPC_WALLET_NOT_FOUND, UtxoRpc, UtxoRpcError } from './utxo-rpc';
import { ASSET_DECIMALS, type ReceiveDescriptor, UTXO_ASSET, type UtxoNetwork, type WatchedAddressSource } from './watched-addresses';

/** Addresses imported past the deposit wallet's next index; the import is extended when fewer than half remain. */
export const UTXO_GAP = 100;

/** How many times (50 ms apart) a listing is asked again while the node's wallet has not taken in the tip's block yet. */
const WALLET_SYNC_ATTEMPTS = 40;

/** The chain name getblockchaininfo answers for each BITCOIN_NETWORK / LITECOIN_NETWORK. */
const NODE_CHAIN: Record<UtxoNetworkMode, string> = { mainnet: 'main', testnet: 'test', regtest: 'regtest' };

/** The oldest node versions the watcher speaks to (getnetworkinfo.version): Bitcoin Core 24, Litecoin Core 0.21. */
const MIN_VERSION: Record<UtxoNetwork, { version: number; name: string }> = {
  bitcoin: { version: 240000, name: 'Bitcoin Core 24' },
  litecoin: { version: 210000, name: 'Litecoin Core 0.21' },
};

const ENV_NAME: Record<UtxoNetwork, string> = { bitcoin: 'BITCOIN', litecoin: 'LITECOIN' };

/** The node cannot serve the watcher (no wallet support, another network, too old): the app does not start on it. */
export class NodeRefusedError extends Error {}

export interface UtxoScannerConfig {
  network: UtxoNetwork;
  mode: UtxoNetworkMode;
  confirmations: number;
}

/** One wallet transaction output as listsinceblock / gettransaction write it (amount kept as a decimal string). */
interface WalletEntry {
  address?: string;
  category: string;
  amount: string;
  vout: number;
  confirmations: number;
  blockhash?: string;
  blockheight?: number;
  txid: string;
}

interface ListSinceBlock {
  transactions: WalletEntry[];
  removed?: WalletEntry[];
  lastblock: string;
}

interface CursorRow {
  block_number: string;
  block_hash: string;
}

interface NodeWalletRow {
  range_end: number;
  birth_height: string;
}

/** The node wallet's name for a deposit wallet's descriptor: stable, and the same in every instance. */
export function nodeWalletName(descriptor: string): string {
  return `deposits-${createHash('sha256').update(descriptor).digest('hex').slice(0, 20)}`;
}

/** A decimal coin amount ("1.50000000") in base units, exactly; refuses more decimals than the asset has. */
export function coinToBaseUnits(amount: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new Error(`not a positive coin amount: ${amount}`);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) throw new Error(`more than ${decimals} decimals: ${amount}`);
  return BigInt(match[1] + fraction.padEnd(decimals, '0'));
}

function formatBase(units: bigint, decimals: number): string {
  const text = units.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * One UTXO network's scan through a trusted node (Bitcoin Core ≥ 24, Litecoin Core ≥ 0.21): the
 * node keeps a watch-only wallet per deposit wallet (its receive branch as a ranged descriptor), and
 * each step reads the wallets' payments with listsinceblock from the stored block hash (removed
 * transactions included), never by counting heights. One step = one transaction under the same
 * advisory lock as the EVM scanner's (one instance per network, any can take over): the wallets
 * made sure of, the payments upserted by (network, txid, vout), the cursor moved to the node's tip.
 */
export class UtxoScanner {
  readonly network: UtxoNetwork;
  private verified = false;

  constructor(
    private readonly db: DataSource,
    private readonly rpc: UtxoRpc,
    private readonly source: WatchedAddressSource,
    private readonly config: UtxoScannerConfig,
  ) {
    this.network = config.network;
  }

  /**
   * Refuses a node that cannot serve the watcher, in one line: another network than
   * BITCOIN_NETWORK / LITECOIN_NETWORK, no wallet support, older than supported. A node that does
   * not answer is not refused (the loop retries); this is checked again before its first step.
   */
  async verify(): Promise<void> {
    if (this.verified) return;
    const env = ENV_NAME[this.network];
    const where = `${this.network}: the node at ${this.rpc.endpoint}`;
    const chain = await this.rpc.call<{ chain: string }>('getblockchaininfo');
    if (chain.chain !== NODE_CHAIN[this.config.mode]) {
      throw new NodeRefusedError(
        `${where} is on ${chain.chain}, but ${env}_NETWORK is ${this.config.mode} (${NODE_CHAIN[this.config.mode]}); point ${env}_RPC_URL at a ${this.config.mode} node or change ${env}_NETWORK.`,
      );
    }
    const info = await this.rpc.call<{ version: number; subversion: string }>('getnetworkinfo');
    const least = MIN_VERSION[this.network];
    if (info.version < least.version) throw new NodeRefusedError(`${where} is ${info.subversion}; the watcher needs ${least.name} or newer.`);
    try {
      await this.rpc.call<string[]>('listwallets');
    } catch (error) {
      if (error instanceof UtxoRpcError && error.code === RPC_METHOD_NOT_FOUND) {
        throw new NodeRefusedError(`${where} has no wallet support (disablewallet, or built without it); the watcher keeps watch-only wallets on it.`);
      }
      throw error;
    }
    this.verified = true;
  }

  /** Scans to the node's tip (one step does it all; a second only if another instance held the lock). */
  async scanToHead(_shouldStop: () => boolean = () => false, afterStep?: (step: ScanStep) => Promise<void>): Promise<ScanStep> {
    const step = await this.step();
    await afterStep?.(step);
    return step;
  }

  async step(): Promise<ScanStep> {
    await this.verify();
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const m = runner.manager;
      const lock = await sqlOne<{ locked: boolean }>(m, `SELECT pg_try_advisory_xact_lock(hashtext('chain-watcher'), hashtext($1)) AS locked`, [this.network]);
      if (!lock?.locked) {
        await runner.rollbackTransaction();
        return { busy: true, head: 0n, scannedTo: 0n, stored: 0 };
      }
      const result = await this.stepLocked(m);
      await runner.commitTransaction();
      return result;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  private async stepLocked(m: EntityManager): Promise<ScanStep> {
    const tip = await this.rpc.call<{ blocks: number; bestblockhash: string }>('getblockchaininfo');
    const head = BigInt(tip.blocks);
    const cursor = await sqlOne<CursorRow>(m, `SELECT block_number::text, block_hash FROM chain_cursors WHERE network = $1`, [this.network]);
    const asset = UTXO_ASSET[this.network];
    const open = new Set((await this.source.openAddresses(this.network)).filter((a) => a.asset === asset).map((a) => a.address));
    const branches = (await this.source.receiveDescriptors?.(this.network)) ?? [];
    const loaded = new Set(await this.rpc.call<string[]>('listwallets'));

    // (txid, vout) → the wallet's current view of it; `removed` first, so a transaction listed in both keeps its listing.
    const seen = new Map<string, WalletEntry>();
    for (const branch of branches) {
      const name = nodeWalletName(branch.descriptor);
      const since = await this.ensureWallet(m, name, branch, loaded, head, cursor);
      const list = await this.listSince(name, since, tip.bestblockhash, tip.blocks);
      for (const entry of [...(list.removed ?? []), ...list.transactions]) {
        if (entry.category !== 'receive' || !entry.address || !open.has(entry.address)) continue;
        seen.set(`${entry.txid}:${entry.vout}`, entry);
      }
    }

    let stored = 0;
    const inMempool = new Map<string, boolean>();
    // A payment stored from the mempool that the wallet no longer lists (a receive conflicted by a
    // mined spend has negative confirmations, and listsinceblock leaves such receives out) and that
    // the node's mempool no longer holds is gone: it was not mined after the cursor, or it would be listed.
    const unconfirmed = await sqlRows<{ tx_hash: string; log_index: number; address: string }>(
      m,
      `SELECT tx_hash, log_index, address FROM chain_payments WHERE network = $1 AND block_hash IS NULL AND NOT removed`,
      [this.network],
    );
    for (const row of unconfirmed) {
      if (!open.has(row.address) || seen.has(`${row.tx_hash}:${row.log_index}`)) continue;
      if (!inMempool.has(row.tx_hash)) inMempool.set(row.tx_hash, await this.isInMempool(row.tx_hash));
      if (inMempool.get(row.tx_hash)) continue;
      stored += await sqlExec(
        m,
        `UPDATE chain_payments SET removed = true, updated_at = now() WHERE network = $1 AND tx_hash = $2 AND log_index = $3 AND block_hash IS NULL AND NOT removed`,
        [this.network, row.tx_hash, row.log_index],
      );
    }
    for (const entry of seen.values()) {
      let removed = entry.confirmations < 0;
      if (entry.confirmations === 0) {
        if (!inMempool.has(entry.txid)) inMempool.set(entry.txid, await this.isInMempool(entry.txid));
        // A wallet keeps showing a transaction the node dropped (evicted, replaced) at 0 confirmations: it is gone.
        removed = !inMempool.get(entry.txid);
      }
      stored += await this.savePayment(m, entry, removed);
    }

    await sqlExec(
      m,
      `INSERT INTO chain_cursors (network, block_number, block_hash, head_number, head_seen_at, caught_up_at)
       VALUES ($1, $2, $3, $2, now(), now())
       ON CONFLICT (network) DO UPDATE SET block_number = EXCLUDED.block_number, block_hash = EXCLUDED.block_hash,
         head_number = EXCLUDED.head_number, head_seen_at = now(), caught_up_at = now(), updated_at = now()`,
      [this.network, head.toString(), tip.bestblockhash],
    );
    return { busy: false, head, scannedTo: head, stored };
  }

  /**
   * listsinceblock from `since` ('' = the wallet's whole history); a block the node does not know
   * (another chain's, a wiped node) lists everything. The wallet learns of new blocks a moment after
   * the node (its `lastblock` is the last one it took in): until it has reached `tip`, the listing is
   * asked again, so that a payment mined in the tip's block is never read as still unconfirmed.
   */
  private async listSince(wallet: string, since: string, tip: string, tipHeight: number): Promise<ListSinceBlock> {
    for (let attempt = 0; ; attempt++) {
      let list: ListSinceBlock;
      try {
        list = await this.rpc.call<ListSinceBlock>('listsinceblock', [since, 1, true, true], wallet, 120_000);
      } catch (error) {
        if (!since || !(error instanceof UtxoRpcError) || error.code !== RPC_INVALID_ADDRESS_OR_KEY) throw error;
        since = '';
        list = await this.rpc.call<ListSinceBlock>('listsinceblock', ['', 1, true, true], wallet, 120_000);
      }
      if (list.lastblock === tip) return list;
      // a block mined since the tip was read: the wallet is past it
      const last = await this.rpc.call<{ height: number; confirmations: number }>('getblockheader', [list.lastblock]);
      if (last.confirmations > 0 && last.height >= tipHeight) return list;
      if (attempt >= WALLET_SYNC_ATTEMPTS)
        throw new Error(`${this.network}: the node's wallet ${wallet} has not reached the node's tip ${tip} (it is at ${list.lastblock})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private async isInMempool(txid: string): Promise<boolean> {
    try {
      await this.rpc.call('getmempoolentry', [txid]);
      return true;
    } catch (error) {
      if (error instanceof UtxoRpcError && error.code === RPC_INVALID_ADDRESS_OR_KEY) return false;
      throw error;
    }
  }

  /**
   * Makes sure the node holds the deposit wallet's watch-only wallet, loaded and covering its next
   * index plus the gap; answers the block hash its payments are listed from. A wallet imported now
   * is rescanned from the block after the cursor (payments to addresses just given out); a wallet the
   * node lost is created again and rescanned from its birth height; both are then listed from the
   * block before the rescan.
   */
  private async ensureWallet(m: EntityManager, name: string, branch: ReceiveDescriptor, loaded: Set<string>, head: bigint, cursor: CursorRow | null) {
    const row = await sqlOne<NodeWalletRow>(m, `SELECT range_end, birth_height::text FROM chain_node_wallets WHERE network = $1 AND wallet_name = $2`, [
      this.network,
      name,
    ]);
    let created = false;
    if (!loaded.has(name)) {
      try {
        await this.rpc.call('loadwallet', [name]);
      } catch (error) {
        if (!(error instanceof UtxoRpcError)) throw error;
        if (error.code === RPC_WALLET_NOT_FOUND) {
          await this.rpc.call('createwallet', { wallet_name: name, disable_private_keys: true, blank: true, load_on_startup: true });
          created = true;
        } else if (error.code !== RPC_WALLET_ALREADY_LOADED) {
          throw error;
        }
      }
      loaded.add(name);
    }
    const afterCursor = cursor ? BigInt(cursor.block_number) + 1n : head;
    const wantedEnd = branch.ranged ? branch.nextIndex + UTXO_GAP - 1 : 0;
    let rescanFrom: bigint | null = null;
    if (created && row)
      rescanFrom = BigInt(row.birth_height); // the node lost it
    else if (!row || (branch.ranged && row.range_end < branch.nextIndex + UTXO_GAP / 2)) rescanFrom = afterCursor;
    if (rescanFrom === null) return cursor?.block_hash ?? '';

    await this.importDescriptor(name, branch, wantedEnd);
    if (rescanFrom <= head) await this.rpc.call('rescanblockchain', [Number(rescanFrom)], name, 0);
    await sqlExec(
      m,
      `INSERT INTO chain_node_wallets (network, wallet_name, descriptor, range_end, birth_height) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (network, wallet_name) DO UPDATE SET range_end = GREATEST(chain_node_wallets.range_end, EXCLUDED.range_end), updated_at = now()`,
      [this.network, name, branch.descriptor, wantedEnd, (rescanFrom < head ? rescanFrom : head).toString()],
    );
    if (rescanFrom <= 0n) return '';
    return this.rpc.call<string>('getblockhash', [Number(rescanFrom > head ? head : rescanFrom - 1n)]);
  }

  /** importdescriptors on a descriptor wallet (Bitcoin Core ≥ 24), importmulti with desc and range on a legacy one (Litecoin Core 0.21); no rescan here. */
  private async importDescriptor(name: string, branch: ReceiveDescriptor, end: number) {
    const { checksum } = await this.rpc.call<{ checksum: string }>('getdescriptorinfo', [branch.descriptor]);
    const request: Record<string, unknown> = { desc: `${branch.descriptor}#${checksum}`, timestamp: 'now' };
    if (branch.ranged) request.range = [0, end];
    const wallet = await this.rpc.call<{ descriptors?: boolean }>('getwalletinfo', [], name);
    const results = wallet.descriptors
      ? await this.rpc.call<{ success: boolean; error?: { message: string } }[]>('importdescriptors', [[{ ...request, active: false }]], name, 0)
      : await this.rpc.call<{ success: boolean; error?: { message: string } }[]>(
          'importmulti',
          [[{ ...request, watchonly: true }], { rescan: false }],
          name,
          0,
        );
    const failed = results.find((r) => !r.success);
    if (failed) throw new Error(`${this.network}: the node refused the watch-only import into ${name}: ${failed.error?.message ?? 'no reason given'}`);
  }

  /** Stores an output once; a known one changes only when its block changed or it was removed / came back. */
  private async savePayment(m: EntityManager, entry: WalletEntry, removed: boolean): Promise<number> {
    const inBlock = !removed && entry.confirmations > 0 && !!entry.blockhash;
    let height: bigint | null = null;
    if (inBlock) {
      height =
        entry.blockheight !== undefined
          ? BigInt(entry.blockheight)
          : BigInt((await this.rpc.call<{ height: number }>('getblockheader', [entry.blockhash])).height);
    }
    const asset = UTXO_ASSET[this.network];
    const decimals = ASSET_DECIMALS[asset];
    const units = coinToBaseUnits(entry.amount, decimals);
    if (units <= 0n) return 0;
    const blockHash = inBlock ? entry.blockhash!.toLowerCase() : null;
    const txid = entry.txid.toLowerCase();
    if (removed) {
      return sqlExec(
        m,
        `UPDATE chain_payments SET removed = true, block_number = NULL, block_hash = NULL, updated_at = now()
          WHERE network = $1 AND tx_hash = $2 AND log_index = $3 AND NOT removed`,
        [this.network, txid, entry.vout],
      );
    }
    return sqlExec(
      m,
      `INSERT INTO chain_payments (network, tx_hash, log_index, asset, address, from_address, token_contract, amount_base_units, decimals, amount, block_number, block_hash)
       VALUES ($1, $2, $3, $4, $5, NULL, NULL, $6, $7, $8, $9, $10)
       ON CONFLICT (network, tx_hash, log_index) DO UPDATE SET block_number = EXCLUDED.block_number, block_hash = EXCLUDED.block_hash, removed = false, updated_at = now()
       WHERE chain_payments.removed OR chain_payments.block_hash IS DISTINCT FROM EXCLUDED.block_hash`,
      [this.network, txid, entry.vout, asset, entry.address, units.toString(), decimals, formatBase(units, decimals), height?.toString() ?? null, blockHash],
    );
  }
}
