import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { getAddress } from 'viem';
import { Clock } from '../../common/clock';
import { Decimal } from '../../common/money';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { sqlExec, sqlOne, sqlRows, type TableRow } from '../../database/sql';
import { AuditService } from '../audit/audit.service';
import { confirmations } from '../chains/chain-scanner';
import {
  type ChainAsset,
  isUtxoNetwork,
  type ReceiveDescriptor,
  type UtxoNetwork,
  type WatchedAddress,
  type WatchedAddressSource,
  type WatchedNetwork,
} from '../chains/watched-addresses';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { adminActor, type MoneyActor } from '../money-events/money-event.types';
import { RatesService } from '../rates/rates.service';
import { type AdminActor, checkReason, refuseOwnRequest } from '../transactions/approvals';
import type { TransactionRow } from '../transactions/transaction.model';
import { lockDeposit, lockPending, markRejected, setWatchedDepositStatus } from '../transactions/transaction-store';
import { UserError, UserErrorCode } from '../users/users.errors';
import { receiveDescriptor } from './addresses/address-derivation';
import { DepositApprovalService } from './deposit-approval.service';
import { DepositInvoiceError, DepositInvoiceErrorCode } from './deposit-invoices.errors';
import { evaluateInvoice, type InvoicePayment, type InvoiceState, OPEN_INVOICE_STATES, unitsToAmount, usdValue } from './invoice-state';
import { canonicalTxHash } from './tx-hash';

type InvoiceRow = TableRow<'deposit_invoices'>;

/** The chain watcher as the audit trail and the deposit.approved event name it (actor: system). */
export const CHAIN_WATCHER = 'chain watcher';
const CHAIN_WATCHER_ACTOR: MoneyActor = { id: null, role: 'system', ip: null };

interface PaymentRow {
  tx_hash: string;
  amount_base_units: string;
  /** Null: a Bitcoin / Litecoin payment in the mempool. */
  block_number: string | null;
  first_seen_at: Date;
}

interface CandidateRow {
  transaction_id: string;
  state: InvoiceState;
  pay_amount_base_units: string;
  required_confirmations: number;
  expires_at: Date;
  received_base_units: string;
  confirmations: number;
  payments: { a: string; b: string | null; s: string }[];
}

/**
 * The invoices of quoted deposits on watched networks, as the chain moves them (issue 26): the
 * addresses the watcher looks at (WATCHED_ADDRESS_SOURCE), their state after every scan step
 * (`settle`), the credit at the required confirmations through the admin approval's own ledger
 * movement (exactly once: the deposit row's lock and pending → completed), and the admin's two
 * actions on a payment that came too late or too short (credit at today's rate, or record its refund).
 */
@Injectable()
export class DepositInvoicesService implements WatchedAddressSource {
  private readonly logger = new Logger(DepositInvoicesService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly approval: DepositApprovalService,
    private readonly rates: RatesService,
    private readonly audit: AuditService,
    private readonly idempotency: IdempotencyService,
  ) {}

  /** Addresses of open invoices (and of expired ones still within their watch window), in the network's form. */
  async openAddresses(network: WatchedNetwork): Promise<WatchedAddress[]> {
    const rows = await sqlRows<{ address: string; asset: ChainAsset }>(
      this.db,
      `SELECT DISTINCT address, asset FROM deposit_invoices
        WHERE network = $1 AND watched AND asset IN ('USDT', 'ETH', 'BTC', 'LTC')
          AND (state = ANY($2::text[]) OR (state = 'expired' AND watch_until > $3))`,
      [network, OPEN_INVOICE_STATES, this.clock.now()],
    );
    return rows;
  }

  /**
   * Bitcoin / Litecoin: the deposit wallets of the network as the node's watch-only wallets hold
   * them — each derived wallet's receive branch (a ranged descriptor, with the next index it gives
   * out) and each static wallet's address. Inactive wallets too: their open invoices still get paid.
   */
  async receiveDescriptors(network: UtxoNetwork): Promise<ReceiveDescriptor[]> {
    const rows = await sqlRows<{ address_kind: string; wallet_address: string | null; extended_public_key: string | null; next_index: number }>(
      this.db,
      `SELECT address_kind, wallet_address, extended_public_key, next_index FROM deposit_wallets WHERE chain = $1 ORDER BY created_at, id`,
      [network],
    );
    const mode = this.config.utxoChains[network].network;
    const result: ReceiveDescriptor[] = [];
    for (const row of rows) {
      if (row.address_kind === 'derived' && row.extended_public_key) {
        try {
          result.push({ descriptor: receiveDescriptor(network, row.extended_public_key, mode), ranged: true, nextIndex: Number(row.next_index) });
        } catch (error) {
          // A key saved for another network setting (a mainnet zpub with LITECOIN_NETWORK=regtest): not watchable here.
          this.logger.error(`${network}: a deposit wallet's key cannot be watched on this node: ${(error as Error).message}`);
        }
      } else if (row.wallet_address) {
        result.push({ descriptor: `addr(${row.wallet_address})`, ranged: false, nextIndex: 0 });
      }
    }
    return result;
  }

  /** The USDT contract of a network as chain_payments stores it (EIP-55 on Ethereum, base58 on TRON); null on Bitcoin and Litecoin. */
  private usdtContract(network: WatchedNetwork): string | null {
    if (isUtxoNetwork(network)) return null;
    const contract = this.config.chains[network].usdtContract;
    return network === 'ethereum' ? getAddress(contract) : contract;
  }

  /**
   * After a committed scan step of `network`: every invoice whose state, amount received or
   * confirmations would change, one transaction each (the figures are read again under the locks).
   * Also runs when no block arrived, so quotes expire on time. Answers how many invoices changed.
   */
  async settle(network: WatchedNetwork): Promise<number> {
    const now = this.clock.now();
    const head = await this.head(this.db, network);
    if (head === null) return 0;
    const candidates = await sqlRows<CandidateRow>(
      this.db,
      `SELECT i.transaction_id, i.state, i.pay_amount_base_units::text, i.required_confirmations, i.expires_at,
              i.received_base_units::text, i.confirmations,
              COALESCE(json_agg(json_build_object('a', p.amount_base_units::text, 'b', p.block_number::text, 's', p.first_seen_at))
                FILTER (WHERE p.tx_hash IS NOT NULL), '[]') AS payments
         FROM deposit_invoices i
         LEFT JOIN chain_payments p ON p.network = i.network AND p.address = i.address AND p.asset = i.asset AND NOT p.removed
              AND (p.asset <> 'USDT' OR p.token_contract = $2)
        WHERE i.network = $1 AND i.watched
          AND (i.state = ANY($3::text[])
               OR (i.state = 'expired' AND i.watch_until > $4)
               -- a credited invoice whose payment moved since (a reorg): flagged for the admin
               OR (i.state = 'completed' AND EXISTS (SELECT 1 FROM chain_payments q
                    WHERE q.network = i.network AND q.address = i.address AND q.updated_at > i.updated_at)))
        GROUP BY i.transaction_id`,
      [network, this.usdtContract(network), OPEN_INVOICE_STATES, now],
    );
    let changed = 0;
    for (const row of candidates) {
      const payments: InvoicePayment[] = row.payments.map((p) => ({
        amountBaseUnits: BigInt(p.a),
        confirmations: p.b === null ? 0 : Number(confirmations(head, BigInt(p.b))),
        firstSeenAt: new Date(p.s),
      }));
      const next = evaluateInvoice(this.facts(row), payments, now, this.config.depositUnderpayTolerancePercent);
      const same = next.state === row.state && next.receivedBaseUnits === BigInt(row.received_base_units) && next.confirmations === row.confirmations;
      if (same && row.state !== 'completed') continue;
      try {
        if (await this.apply(network, row.transaction_id)) changed++;
      } catch (error) {
        // One invoice's failure (a deadlock, a database blip) does not hold up the others; the next step tries it again.
        this.logger.error(`deposit ${row.transaction_id}: settling its invoice failed: ${(error as Error).message}`, (error as Error).stack);
      }
    }
    return changed;
  }

  private facts(row: Pick<InvoiceRow, 'state' | 'pay_amount_base_units' | 'required_confirmations' | 'expires_at'>) {
    return {
      state: row.state as InvoiceState,
      payBaseUnits: BigInt(row.pay_amount_base_units),
      requiredConfirmations: row.required_confirmations,
      expiresAt: row.expires_at,
    };
  }

  private async head(db: DataSource | EntityManager, network: WatchedNetwork): Promise<bigint | null> {
    const row = await sqlOne<{ head_number: string }>(db, `SELECT head_number FROM chain_cursors WHERE network = $1`, [network]);
    return row ? BigInt(row.head_number) : null;
  }

  private async payments(m: EntityManager, invoice: InvoiceRow): Promise<PaymentRow[]> {
    return sqlRows<PaymentRow>(
      m,
      `SELECT tx_hash, amount_base_units::text, block_number::text, first_seen_at FROM chain_payments
        WHERE network = $1 AND address = $2 AND asset = $3 AND NOT removed AND (asset <> 'USDT' OR token_contract = $4)
        ORDER BY block_number, tx_hash, log_index`,
      [invoice.network, invoice.address, invoice.asset, this.usdtContract(invoice.network as WatchedNetwork)],
    );
  }

  /** Locks the deposit row, then its invoice (always in this order), and reads the payments again. */
  private async lockInvoice(m: EntityManager, deposit: TransactionRow) {
    const invoice = await sqlOne<InvoiceRow>(m, `SELECT * FROM deposit_invoices WHERE transaction_id = $1 FOR UPDATE`, [deposit.id]);
    if (!invoice?.watched) return null;
    const network = invoice.network as WatchedNetwork;
    const head = (await this.head(m, network)) ?? 0n;
    const rows = await this.payments(m, invoice);
    const payments = rows.map((p) => ({
      amountBaseUnits: BigInt(p.amount_base_units),
      confirmations: p.block_number === null ? 0 : Number(confirmations(head, BigInt(p.block_number))),
      firstSeenAt: p.first_seen_at,
    }));
    const txHash = [...new Set(rows.map((p) => p.tx_hash))].join(',');
    return { invoice, rows, payments, txHash };
  }

  /** One invoice's change in one transaction; answers whether anything was written. */
  private async apply(network: WatchedNetwork, transactionId: string): Promise<boolean> {
    return this.db.transaction(async (m) => {
      const deposit = await lockDeposit(m, transactionId);
      if (!deposit) return false;
      const locked = await this.lockInvoice(m, deposit);
      if (!locked) return false;
      const { invoice, payments, txHash } = locked;
      const next = evaluateInvoice(this.facts(invoice), payments, this.clock.now(), this.config.depositUnderpayTolerancePercent);
      const before = { state: invoice.state as InvoiceState, received: BigInt(invoice.received_base_units), confirmations: invoice.confirmations };
      if (invoice.state === 'refunded') return false;

      let state = next.state;
      let creditedUsd: string | null = null;
      if (invoice.state === 'completed') {
        if (next.receivedBaseUnits < before.received) await this.flagVanished(m, invoice, deposit, next.receivedBaseUnits);
      } else if (state === 'completed') {
        if (deposit.status !== 'pending') {
          // Nothing else decides a watched deposit; a deposit in another status is not credited twice.
          this.logger.error(`deposit ${deposit.id} is ${deposit.status}: its confirmed payment is not credited`);
          state = 'confirming';
        } else {
          const usd = usdValue(next.receivedBaseUnits, invoice.decimals, invoice.rate);
          try {
            await this.approval.creditDeposit(m, deposit, usd, CHAIN_WATCHER_ACTOR, {
              creditedBy: CHAIN_WATCHER,
              txHash,
              confirmations: next.confirmations,
            });
            creditedUsd = usd.toFixed(2);
          } catch (error) {
            if (!(error instanceof UserError && error.code === UserErrorCode.ACCOUNT_FROZEN)) throw error;
            // A frozen account is credited once it is unfrozen (the next scan step tries again).
            this.logger.warn(`deposit ${deposit.id}: the account is frozen, the confirmed payment waits`);
            state = 'confirming';
          }
        }
      }

      if (state === before.state && next.receivedBaseUnits === before.received && next.confirmations === before.confirmations && !creditedUsd) {
        if (invoice.state !== 'completed') return false;
      }
      if (state === 'expired') await setWatchedDepositStatus(m, deposit.id, 'cancelled');
      else if (state !== 'completed' && deposit.status === 'cancelled') await setWatchedDepositStatus(m, deposit.id, 'pending');
      await sqlExec(
        m,
        `UPDATE deposit_invoices SET state = $2, received_base_units = $3, received_amount = $4, confirmations = $5,
                credited_usd = COALESCE($6, credited_usd), updated_at = now()
          WHERE transaction_id = $1`,
        [
          invoice.transaction_id,
          state,
          next.receivedBaseUnits.toString(),
          unitsToAmount(next.receivedBaseUnits, invoice.decimals),
          next.confirmations,
          creditedUsd,
        ],
      );
      if (state !== before.state) this.logger.log(`deposit ${deposit.id} (${network}): ${before.state} → ${state}`);
      return true;
    });
  }

  /**
   * A credited deposit's payment left the chain (a reorg deeper than the required confirmations):
   * the credit stays (money is not taken back by a machine), the error is logged and an audit row
   * flags it for an admin to look into.
   */
  private async flagVanished(m: EntityManager, invoice: InvoiceRow, deposit: TransactionRow, receivedNow: bigint) {
    this.logger.error(
      `deposit ${deposit.id}: credited ${invoice.credited_usd} USD, but its payment on ${invoice.network} left the chain ` +
        `(received ${invoice.received_amount} ${invoice.asset} when credited, ${unitsToAmount(receivedNow, invoice.decimals)} now)`,
    );
    await this.audit.record(m, {
      actorId: null,
      actorRole: 'system',
      action: 'deposit.payment_vanished',
      transactionId: deposit.id,
      amount: invoice.credited_usd,
      details: {
        creditedBy: CHAIN_WATCHER,
        network: invoice.network,
        asset: invoice.asset,
        address: invoice.address,
        receivedWhenCredited: invoice.received_amount,
        receivedNow: unitsToAmount(receivedNow, invoice.decimals),
      },
    });
  }

  /** Under the deposit's lock: its watched invoice, which must be late (paid_late, or underpaid past its expiry). */
  private async lockLate(m: EntityManager, admin: AdminActor, transactionId: string) {
    const deposit = await lockPending(m, transactionId, 'deposit');
    refuseOwnRequest(admin, deposit);
    const locked = await this.lockInvoice(m, deposit);
    const late =
      locked &&
      (locked.invoice.state === 'paid_late' || (locked.invoice.state === 'underpaid' && locked.invoice.expires_at.getTime() <= this.clock.now().getTime()));
    if (!locked || !late) throw new DepositInvoiceError(DepositInvoiceErrorCode.NOT_LATE);
    return { deposit, ...locked };
  }

  /**
   * An admin credits a late (or short, expired) payment: what arrived × the asset's CURRENT rate
   * (RATE_UNAVAILABLE without a fresh one), through the same ledger movement as any deposit. Every
   * payment counted must have the network's required confirmations.
   */
  async creditLateDeposit(admin: AdminActor, transactionId: string, idempotencyKey?: string): Promise<string> {
    const { id } = await this.idempotency.run(admin.id, idempotencyKey, 'creditLateDeposit', { transactionId }, async (m) => {
      const { deposit, invoice, payments, txHash } = await this.lockLate(m, admin, transactionId);
      const received = payments.reduce((sum, p) => sum + p.amountBaseUnits, 0n);
      const least = payments.length ? Math.min(...payments.map((p) => p.confirmations)) : 0;
      if (received === 0n || least < invoice.required_confirmations) throw new DepositInvoiceError(DepositInvoiceErrorCode.NOT_CONFIRMED);
      const quote = await this.rates.quoteRate(invoice.asset);
      const usd = usdValue(received, invoice.decimals, quote.rate);
      if (usd.lt(new Decimal('0.01'))) throw new DepositInvoiceError(DepositInvoiceErrorCode.NOT_CONFIRMED, 'What arrived is worth less than one cent.');
      await this.approval.creditDeposit(m, deposit, usd, adminActor(admin), { txHash, confirmations: least, rate: quote.rate, rateSource: quote.source });
      await sqlExec(
        m,
        `UPDATE deposit_invoices SET state = 'completed', received_base_units = $2, received_amount = $3, confirmations = $4, credited_usd = $5, updated_at = now()
          WHERE transaction_id = $1`,
        [deposit.id, received.toString(), unitsToAmount(received, invoice.decimals), least, usd.toFixed(2)],
      );
      return { id: deposit.id };
    });
    return id;
  }

  /**
   * An admin records that a late (or short, expired) payment was sent back: no money moves here; the
   * deposit is rejected with the reason, the invoice refunded, and the audit row keeps the refund's hash.
   */
  async markDepositRefunded(admin: AdminActor, transactionId: string, refundTxHash: string | undefined, reason: string | undefined): Promise<string> {
    const why = checkReason(reason);
    return this.db.transaction(async (m) => {
      const { deposit, invoice } = await this.lockLate(m, admin, transactionId);
      const hash = refundTxHash && refundTxHash.length <= 200 ? canonicalTxHash(refundTxHash, invoice.network) : null;
      if (!hash) {
        const error = new DepositInvoiceError(DepositInvoiceErrorCode.REFUND_TX_HASH_INVALID);
        error.field = 'refundTxHash';
        throw error;
      }
      await markRejected(m, deposit.id, admin.id, why);
      await sqlExec(m, `UPDATE deposit_invoices SET state = 'refunded', updated_at = now() WHERE transaction_id = $1`, [deposit.id]);
      await this.audit.record(m, {
        actorId: admin.id,
        actorRole: 'admin',
        action: 'deposit.refunded',
        transactionId: deposit.id,
        amount: deposit.amount,
        details: {
          refundTxHash: hash,
          reason: why,
          network: invoice.network,
          asset: invoice.asset,
          receivedAmount: invoice.received_amount,
          before: { state: invoice.state, status: deposit.status },
          after: { state: 'refunded', status: 'rejected' },
        },
        ip: admin.ip,
      });
      return deposit.id;
    });
  }
}
