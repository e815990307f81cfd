import { sqlRows, type Db } from '../../database/sql';
import type { ChainAsset, WatchedNetwork } from './watched-addresses';

/** A payment the watcher recorded to an address, as other modules read it. */
export interface AddressPayment {
  network: WatchedNetwork;
  /** The address paid, in the network's own form (as watched). */
  address: string;
  txHash: string;
  logIndex: number;
  asset: ChainAsset;
  /** Exact decimal in the asset's units. */
  amount: string;
  amountBaseUnits: string;
  /** Null while a Bitcoin / Litecoin payment is in the mempool. */
  blockNumber: string | null;
  removed: boolean;
  /** head − block + 1 at the last scan (the network's cursor); 0 for a removed payment or one in the mempool. */
  confirmations: number;
  firstSeenAt: Date;
}

interface PaymentRow {
  network: WatchedNetwork;
  address: string;
  tx_hash: string;
  log_index: number;
  asset: ChainAsset;
  amount: string;
  amount_base_units: string;
  block_number: string | null;
  removed: boolean;
  confirmations: string;
  first_seen_at: Date;
}

/**
 * The payments recorded to these addresses (removed ones included, flagged), oldest block first, in
 * one query whatever the number of addresses: what a page of deposits shows of their transfers.
 */
export async function paymentsTo(db: Db, targets: ReadonlyArray<{ network: string; address: string }>): Promise<AddressPayment[]> {
  if (targets.length === 0) return [];
  const rows = await sqlRows<PaymentRow>(
    db,
    `SELECT p.network, p.address, p.tx_hash, p.log_index, p.asset, p.amount::text AS amount, p.amount_base_units::text AS amount_base_units,
            p.block_number::text AS block_number, p.removed, p.first_seen_at,
            CASE WHEN p.removed OR p.block_number IS NULL OR c.head_number IS NULL OR c.head_number < p.block_number THEN 0
                 ELSE c.head_number - p.block_number + 1 END::text AS confirmations
       FROM chain_payments p
       JOIN (SELECT DISTINCT * FROM unnest($1::text[], $2::text[]) AS t(network, address)) t ON t.network = p.network AND t.address = p.address
       LEFT JOIN chain_cursors c ON c.network = p.network
      ORDER BY p.block_number, p.tx_hash, p.log_index`,
    [targets.map((t) => t.network), targets.map((t) => t.address)],
  );
  return rows.map((row) => ({
    network: row.network,
    address: row.address,
    txHash: row.tx_hash,
    logIndex: row.log_index,
    asset: row.asset,
    amount: row.amount,
    amountBaseUnits: row.amount_base_units,
    blockNumber: row.block_number,
    removed: row.removed,
    confirmations: Number(row.confirmations),
    firstSeenAt: row.first_seen_at,
  }));
}

/**
 * The addresses paid in transactions whose hash contains `fragment` (lowercase hex without 0x,
 * at least 8 characters: the caller normalises it), removed payments left out: how an investor's
 * history finds a deposit by the hash of the payment they sent.
 */
export async function addressesPaidByHash(db: Db, fragment: string): Promise<Array<{ network: WatchedNetwork; address: string }>> {
  if (!/^[0-9a-f]{8,64}$/.test(fragment)) return [];
  return sqlRows<{ network: WatchedNetwork; address: string }>(
    db,
    `SELECT DISTINCT network, address FROM chain_payments WHERE NOT removed AND tx_hash LIKE $1 LIMIT 200`,
    [`%${fragment}%`],
  );
}
