import { DataSource, EntityManager } from 'typeorm';
import { BlockNotFoundError, formatUnits, getAddress, parseAbiItem, type PublicClient } from 'viem';
import { sqlExec, sqlOne, sqlRows } from '../../database/sql';
import { hexToTron, tronToHex } from './tron-address';
import { ASSET_DECIMALS, type ChainAsset, type ChainNetwork, type WatchedAddressSource } from './watched-addresses';

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

type Hex = `0x${string}`;

/** An address in its network's form ↔ the lower-case 0x-hex the JSON-RPC speaks. */
interface AddressCodec {
  toHex(address: string): Hex;
  fromHex(hex: string): string;
}

const CODECS: Record<ChainNetwork, AddressCodec> = {
  ethereum: { toHex: (a) => getAddress(a).toLowerCase() as Hex, fromHex: (h) => getAddress(h) },
  tron: { toHex: (a) => tronToHex(a), fromHex: (h) => hexToTron(h) },
};

/** The native coin each network's watcher detects (TRON's TRX is not an asset of the platform). */
const NATIVE_ASSET: Record<ChainNetwork, ChainAsset | null> = { ethereum: 'ETH', tron: null };

export interface ChainScannerConfig {
  network: ChainNetwork;
  /** The USDT contract in the network's form. */
  usdtContract: string;
  confirmations: number;
  /** Most blocks one scan step covers (one database transaction, one eth_getLogs per address batch). */
  maxRange?: number;
  /** Most addresses in one eth_getLogs topic filter. */
  addressBatch?: number;
  /** Blocks fetched at once when looking for native transfers. */
  blockConcurrency?: number;
  /** The first block of the very first scan (default: the head minus the confirmations). */
  startBlock?: bigint;
}

export interface ScanStep {
  /** Another instance holds this network's lock: nothing was done. */
  busy: boolean;
  head: bigint;
  /** The last block scanned after this step. */
  scannedTo: bigint;
  /** Payments stored or changed (new, moved to another block, back from removed). */
  stored: number;
  /** When a reorg was found: the last block still on the chain (payments above it were marked removed). */
  reorgForkBlock?: bigint;
}

interface FoundPayment {
  txHash: Hex;
  logIndex: number;
  asset: ChainAsset;
  to: Hex;
  from: Hex;
  tokenContract: Hex | null;
  amount: bigint;
  blockNumber: bigint;
  blockHash: Hex;
}

interface CursorRow {
  block_number: string;
  block_hash: string;
}

/**
 * One network's scan: under a Postgres advisory lock (one instance per network; any can take over),
 * checks the stored block hashes against the node's (reorgs), then scans the next bounded block
 * range for USDT Transfer logs and native-coin transactions to watched addresses, storing each
 * payment once and moving the cursor — all in one transaction, so a crash or a node error loses
 * nothing: the next scan starts from the last committed block.
 */
export class ChainScanner {
  readonly network: ChainNetwork;
  private readonly codec: AddressCodec;
  private readonly usdt: Hex;
  private readonly maxRange: bigint;
  private readonly addressBatch: number;
  private readonly blockConcurrency: number;
  /** Blocks below the cursor whose hashes are kept for reorg checks. */
  private readonly window: bigint;

  constructor(
    private readonly db: DataSource,
    private readonly client: PublicClient,
    private readonly source: WatchedAddressSource,
    private readonly config: ChainScannerConfig,
  ) {
    this.network = config.network;
    this.codec = CODECS[config.network];
    this.usdt = this.codec.toHex(config.usdtContract);
    this.maxRange = BigInt(config.maxRange ?? 500);
    this.addressBatch = config.addressBatch ?? 500;
    this.blockConcurrency = config.blockConcurrency ?? 8;
    this.window = BigInt(Math.max(2 * config.confirmations, 32));
  }

  /** Scans step by step up to the node's head (or until another instance holds the lock); `afterStep` runs after each step's commit. */
  async scanToHead(shouldStop: () => boolean = () => false, afterStep?: (step: ScanStep) => Promise<void>): Promise<ScanStep> {
    let step: ScanStep;
    do {
      step = await this.step();
      await afterStep?.(step);
    } while (!step.busy && step.scannedTo < step.head && !shouldStop());
    return step;
  }

  /** One step: one transaction holding the network's lock. */
  async step(): Promise<ScanStep> {
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
    const head = await this.client.getBlockNumber({ cacheTime: 0 });
    const row = await sqlOne<CursorRow>(m, `SELECT block_number, block_hash FROM chain_cursors WHERE network = $1`, [this.network]);
    let cursor: bigint;
    let reorgForkBlock: bigint | undefined;
    let stored = 0;
    if (!row) {
      const start = this.config.startBlock ?? head - BigInt(this.config.confirmations) + 1n;
      cursor = start > 0n ? start - 1n : 0n;
      if (cursor > head) cursor = head;
      await this.saveBlock(m, cursor, await this.blockHash(cursor));
    } else {
      cursor = BigInt(row.block_number);
      const fork = await this.findFork(m, cursor, row.block_hash as Hex);
      if (fork !== undefined) {
        reorgForkBlock = fork;
        stored += await sqlExec(m, `UPDATE chain_payments SET removed = true, updated_at = now() WHERE network = $1 AND block_number > $2 AND NOT removed`, [
          this.network,
          fork.toString(),
        ]);
        await sqlExec(m, `DELETE FROM chain_blocks WHERE network = $1 AND block_number > $2`, [this.network, fork.toString()]);
        cursor = fork;
        await this.saveBlock(m, cursor, await this.blockHash(cursor));
      }
    }

    const from = cursor + 1n;
    const to = head < cursor + this.maxRange ? head : cursor + this.maxRange;
    let endHash: Hex | undefined;
    if (from <= to) {
      const payments = await this.findPayments(from, to);
      for (const p of payments) stored += await this.savePayment(m, p);
      endHash = await this.blockHash(to);
      await this.saveBlock(m, to, endHash);
      await sqlExec(m, `DELETE FROM chain_blocks WHERE network = $1 AND block_number < $2`, [this.network, (to - this.window).toString()]);
    }
    const scannedTo = from <= to ? to : cursor;
    const hash =
      endHash ??
      (
        await sqlOne<{ block_hash: string }>(m, `SELECT block_hash FROM chain_blocks WHERE network = $1 AND block_number = $2`, [
          this.network,
          scannedTo.toString(),
        ])
      )?.block_hash;
    await sqlExec(
      m,
      `INSERT INTO chain_cursors (network, block_number, block_hash, head_number, head_seen_at, caught_up_at)
       VALUES ($1, $2, $3, $4, now(), CASE WHEN $2::bigint >= $4::bigint THEN now() END)
       ON CONFLICT (network) DO UPDATE SET block_number = EXCLUDED.block_number, block_hash = EXCLUDED.block_hash,
         head_number = EXCLUDED.head_number, head_seen_at = now(),
         caught_up_at = COALESCE(EXCLUDED.caught_up_at, chain_cursors.caught_up_at), updated_at = now()`,
      [this.network, scannedTo.toString(), hash ?? (await this.blockHash(scannedTo)), head.toString()],
    );
    return { busy: false, head, scannedTo, stored, reorgForkBlock };
  }

  /**
   * The last block still on the node's chain when a stored one left it, else undefined. The cursor's
   * hash covers every block below it (each block names its parent); the blocks of recent payments
   * are checked too, in case their logs were read from a branch the node left before the cursor's
   * hash was read.
   */
  private async findFork(m: EntityManager, cursor: bigint, cursorHash: Hex): Promise<bigint | undefined> {
    let fork: bigint | undefined;
    if ((await this.blockHash(cursor, true)) !== cursorHash) {
      const kept = await sqlRows<{ block_number: string; block_hash: string }>(
        m,
        `SELECT block_number, block_hash FROM chain_blocks WHERE network = $1 AND block_number < $2 ORDER BY block_number DESC`,
        [this.network, cursor.toString()],
      );
      for (const block of kept) {
        if ((await this.blockHash(BigInt(block.block_number), true)) === block.block_hash) {
          fork = BigInt(block.block_number);
          break;
        }
      }
      if (fork === undefined) {
        // deeper than the kept window: rescan the whole window
        const lowest = kept.length ? BigInt(kept[kept.length - 1].block_number) : cursor;
        fork = lowest > this.window ? lowest - this.window : 0n;
      }
    }
    const recent = await sqlRows<{ block_number: string; block_hash: string }>(
      m,
      `SELECT DISTINCT block_number, block_hash FROM chain_payments WHERE network = $1 AND NOT removed AND block_number > $2 AND block_number <= $3
       ORDER BY block_number`,
      [this.network, (cursor - this.window).toString(), (fork ?? cursor).toString()],
    );
    for (const p of recent) {
      if ((await this.blockHash(BigInt(p.block_number), true)) !== p.block_hash) {
        const below = BigInt(p.block_number) - 1n;
        fork = fork === undefined || below < fork ? below : fork;
        break;
      }
    }
    return fork;
  }

  /** The node's hash of a block; with `missingOk`, undefined when the node has no such block (its chain got shorter). */
  private async blockHash(n: bigint, missingOk = false): Promise<Hex | undefined> {
    try {
      const block = await this.client.getBlock({ blockNumber: n });
      if (!block.hash) throw new Error(`block ${n} has no hash`);
      return block.hash.toLowerCase() as Hex;
    } catch (error) {
      if (missingOk && error instanceof BlockNotFoundError) return undefined;
      throw error;
    }
  }

  private async saveBlock(m: EntityManager, n: bigint, hash: Hex | undefined) {
    await sqlExec(
      m,
      `INSERT INTO chain_blocks (network, block_number, block_hash) VALUES ($1, $2, $3) ON CONFLICT (network, block_number) DO UPDATE SET block_hash = EXCLUDED.block_hash`,
      [this.network, n.toString(), hash],
    );
  }

  /** Transfers to watched addresses in blocks from..to (logs the node marks removed are dropped). */
  private async findPayments(from: bigint, to: bigint): Promise<FoundPayment[]> {
    const watched = await this.source.openAddresses(this.network);
    const token = new Set<Hex>();
    const native = new Set<Hex>();
    const nativeAsset = NATIVE_ASSET[this.network];
    for (const w of watched) {
      let hex: Hex;
      try {
        hex = this.codec.toHex(w.address);
      } catch {
        continue; // not an address of this network: nothing can arrive there
      }
      if (w.asset === 'USDT') token.add(hex);
      else if (w.asset === nativeAsset) native.add(hex);
    }
    const found: FoundPayment[] = [];
    const targets = [...token];
    for (let i = 0; i < targets.length; i += this.addressBatch) {
      const logs = await this.client.getLogs({
        address: this.usdt,
        event: TRANSFER,
        args: { to: targets.slice(i, i + this.addressBatch) },
        fromBlock: from,
        toBlock: to,
        strict: true,
      });
      for (const log of logs) {
        if (log.removed || log.address.toLowerCase() !== this.usdt) continue;
        const recipient = log.args.to.toLowerCase() as Hex;
        if (!token.has(recipient) || log.args.value <= 0n) continue;
        if (log.blockNumber === null || log.blockNumber < from || log.blockNumber > to) continue;
        found.push({
          txHash: log.transactionHash.toLowerCase() as Hex,
          logIndex: log.logIndex,
          asset: 'USDT',
          to: recipient,
          from: log.args.from.toLowerCase() as Hex,
          tokenContract: this.usdt,
          amount: log.args.value,
          blockNumber: log.blockNumber,
          blockHash: log.blockHash.toLowerCase() as Hex,
        });
      }
    }
    if (native.size && nativeAsset) {
      const numbers: bigint[] = [];
      for (let n = from; n <= to; n++) numbers.push(n);
      for (let i = 0; i < numbers.length; i += this.blockConcurrency) {
        const blocks = await Promise.all(
          numbers.slice(i, i + this.blockConcurrency).map((n) => this.client.getBlock({ blockNumber: n, includeTransactions: true })),
        );
        for (const block of blocks) {
          for (const tx of block.transactions) {
            const recipient = tx.to?.toLowerCase() as Hex | undefined;
            if (!recipient || !native.has(recipient) || tx.value <= 0n) continue;
            const receipt = await this.client.getTransactionReceipt({ hash: tx.hash });
            if (receipt.status !== 'success' || receipt.blockHash.toLowerCase() !== block.hash.toLowerCase()) continue;
            found.push({
              txHash: tx.hash.toLowerCase() as Hex,
              logIndex: -1,
              asset: nativeAsset,
              to: recipient,
              from: tx.from.toLowerCase() as Hex,
              tokenContract: null,
              amount: tx.value,
              blockNumber: block.number,
              blockHash: block.hash.toLowerCase() as Hex,
            });
          }
        }
      }
    }
    return found;
  }

  /** Stores a payment once; a known one changes only when its block changed or it was removed. */
  private async savePayment(m: EntityManager, p: FoundPayment): Promise<number> {
    const decimals = ASSET_DECIMALS[p.asset];
    return sqlExec(
      m,
      `INSERT INTO chain_payments (network, tx_hash, log_index, asset, address, from_address, token_contract, amount_base_units, decimals, amount, block_number, block_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (network, tx_hash, log_index) DO UPDATE SET block_number = EXCLUDED.block_number, block_hash = EXCLUDED.block_hash, removed = false, updated_at = now()
       WHERE chain_payments.removed OR chain_payments.block_hash <> EXCLUDED.block_hash`,
      [
        this.network,
        p.txHash,
        p.logIndex,
        p.asset,
        this.codec.fromHex(p.to),
        this.codec.fromHex(p.from),
        p.tokenContract && this.codec.fromHex(p.tokenContract),
        p.amount.toString(),
        decimals,
        formatUnits(p.amount, decimals),
        p.blockNumber.toString(),
        p.blockHash,
      ],
    );
  }
}

/** Confirmations of a payment in block `block` when the node's head is `head` (0 when not yet in a block on the chain). */
export function confirmations(head: bigint, block: bigint): bigint {
  return head >= block ? head - block + 1n : 0n;
}
