import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { toString as qrSvg } from 'qrcode';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { Decimal, toMoney } from '../../common/money';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { sqlOne, sqlRows, type Db, type TableRow } from '../../database/sql';
import { paymentsTo, type AddressPayment } from '../chains/chain-payments';
import { displayRate, RatesService, type RateQuote } from '../rates/rates.service';
import { type AddressChain, isUtxoChain } from './addresses/address-derivation';
import type { WalletAsset } from './addresses/wallet-asset';
import { DepositPayment, DepositPaymentState } from './deposit-payment.model';
import type { DepositQuoteFields, DepositWalletRow } from './deposit.model';
import { paymentUri } from './payment-uri';
import { ASSET_DECIMALS, payAmountFor } from './quote-math';

export type DepositInvoiceRow = TableRow<'deposit_invoices'>;

/** What a quote is written from: the draft, its wallet and address, the USD amount and the rate fetched before the transaction. */
export interface QuoteInput {
  transactionId: string;
  userId: string;
  wallet: DepositWalletRow;
  address: string;
  usd: string;
  rate: RateQuote;
}

/**
 * The quote of a deposit (deposit_invoices, one row per quoted deposit): the asset amount at the
 * rate, the expiry, whether the chain credits it; and the `payment` the API shows of it, with the
 * transfers the chain watcher recorded to its address.
 */
@Injectable()
export class DepositQuoteService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly rates: RatesService,
    private readonly clock: Clock,
  ) {}

  /** Per GraphQL request (its context object): the payments asked for so far, and the batch still collecting ids. */
  private readonly batches = new WeakMap<object, Map<string, Promise<DepositPayment | null>>>();
  private readonly waiting = new WeakMap<object, { ids: string[]; result: Promise<Map<string, DepositPayment>> }>();

  /** The rate a deposit in the wallet's asset is quoted at; RATE_UNAVAILABLE when there is no fresh one (asked before anything is written). */
  rateFor(wallet: DepositWalletRow): Promise<RateQuote> {
    return this.rates.quoteRate(wallet.asset);
  }

  /** Whether the chain watcher credits deposits on the network: it has an RPC URL (EVM_RPC_URL_…, BITCOIN_RPC_URL, LITECOIN_RPC_URL). */
  isWatched(network: AddressChain): boolean {
    return !!(isUtxoChain(network) ? this.config.utxoChains[network] : this.config.chains[network]).rpcUrl;
  }

  requiredConfirmations(network: AddressChain): number {
    return (isUtxoChain(network) ? this.config.utxoChains[network] : this.config.chains[network]).confirmations;
  }

  /**
   * Writes the draft's quote in the caller's transaction (the draft's row is locked and still a
   * draft): a draft tracked again gets a new quote in place of the old, its state and receipts reset.
   */
  async writeQuote(manager: EntityManager, input: QuoteInput): Promise<DepositInvoiceRow> {
    const asset = input.wallet.asset as WalletAsset;
    const network = input.wallet.chain as AddressChain;
    const decimals = ASSET_DECIMALS[asset];
    const pay = payAmountFor(input.usd, input.rate.rate, decimals);
    const quotedAt = this.clock.now();
    const expiresAt = new Date(quotedAt.getTime() + this.config.depositQuoteMinutes * 60_000);
    const watchUntil = new Date(expiresAt.getTime() + this.config.depositWatchHours * 3_600_000);
    const row = await sqlOne<DepositInvoiceRow>(
      manager,
      `INSERT INTO deposit_invoices (transaction_id, user_id, asset, network, address, usd_amount, pay_amount, pay_amount_base_units, decimals,
                                     rate, rate_source, quoted_at, expires_at, watch_until, watched, required_confirmations)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (transaction_id) DO UPDATE SET
         asset = EXCLUDED.asset, network = EXCLUDED.network, address = EXCLUDED.address, usd_amount = EXCLUDED.usd_amount,
         pay_amount = EXCLUDED.pay_amount, pay_amount_base_units = EXCLUDED.pay_amount_base_units, decimals = EXCLUDED.decimals,
         rate = EXCLUDED.rate, rate_source = EXCLUDED.rate_source, quoted_at = EXCLUDED.quoted_at, expires_at = EXCLUDED.expires_at,
         watch_until = EXCLUDED.watch_until, watched = EXCLUDED.watched, required_confirmations = EXCLUDED.required_confirmations,
         state = 'awaiting_payment', received_base_units = 0, received_amount = 0, confirmations = 0, credited_usd = NULL, updated_at = now()
       RETURNING *`,
      [
        input.transactionId,
        input.userId,
        asset,
        network,
        input.address,
        input.usd,
        pay.amount,
        pay.baseUnits.toString(),
        decimals,
        input.rate.rate,
        input.rate.source,
        quotedAt,
        expiresAt,
        watchUntil,
        this.isWatched(network),
        this.requiredConfirmations(network),
      ],
    );
    return row!;
  }

  findInvoice(transactionId: string, db: Db = this.db): Promise<DepositInvoiceRow | null> {
    return sqlOne<DepositInvoiceRow>(db, `SELECT * FROM deposit_invoices WHERE transaction_id = $1`, [transactionId]);
  }

  /** The invoices of these transactions (those that have one), in one query. */
  async invoicesFor(transactionIds: readonly string[], db: Db = this.db): Promise<Map<string, DepositInvoiceRow>> {
    if (transactionIds.length === 0) return new Map();
    const rows = await sqlRows<DepositInvoiceRow>(db, `SELECT * FROM deposit_invoices WHERE transaction_id = ANY($1::uuid[])`, [[...new Set(transactionIds)]]);
    return new Map(rows.map((row) => [row.transaction_id, row]));
  }

  /** Whether the quote no longer holds (the app's clock). */
  isExpired(invoice: Pick<DepositInvoiceRow, 'expires_at'>): boolean {
    return this.clock.now().getTime() >= invoice.expires_at.getTime();
  }

  /** The payment URI of an invoice (what its QR code carries). */
  uriOf(invoice: DepositInvoiceRow): string {
    const network = invoice.network as AddressChain;
    return paymentUri({
      asset: invoice.asset as WalletAsset,
      network,
      address: invoice.address,
      amount: amountText(invoice.pay_amount),
      baseUnits: new Decimal(invoice.pay_amount_base_units).toFixed(0),
      usdtContract: isUtxoChain(network) ? '' : this.config.chains[network].usdtContract,
      ethereumChainId: this.config.ethereumChainId,
    });
  }

  /** The REST deposit reference's quote fields of a transaction, or null when it has no quote. */
  async restFields(transactionId: string): Promise<DepositQuoteFields | null> {
    const invoice = await this.findInvoice(transactionId);
    if (!invoice) return null;
    return {
      pay_amount: amountText(invoice.pay_amount),
      pay_asset: invoice.asset,
      network: invoice.network,
      rate: displayRate(invoice.rate),
      rate_source: invoice.rate_source,
      expires_at: invoice.expires_at.toISOString(),
      payment_uri: this.uriOf(invoice),
      confirmations: invoice.confirmations,
      required_confirmations: invoice.required_confirmations,
      received_amount: amountText(invoice.received_amount),
    };
  }

  /**
   * The status the REST history shows of each of these deposits: a watched, quoted deposit's invoice
   * state (awaiting_payment, confirming, underpaid, expired, paid_late, completed, refunded); none for the others (they keep their status).
   */
  async restStatuses(transactionIds: readonly string[]): Promise<Map<string, string>> {
    const invoices = await this.invoicesFor(transactionIds);
    return new Map([...invoices.values()].filter((invoice) => invoice.watched).map((invoice) => [invoice.transaction_id, invoice.state]));
  }

  /**
   * A transaction's `payment`, batched per GraphQL request: the resolvers of a page's rows call this
   * in one tick and share one paymentsFor (two queries for the page, not two per row).
   */
  paymentOf(context: object, transactionId: string): Promise<DepositPayment | null> {
    let batch = this.batches.get(context);
    if (!batch) {
      batch = new Map();
      this.batches.set(context, batch);
    }
    const known = batch.get(transactionId);
    if (known) return known;
    let waiting = this.waiting.get(context);
    if (!waiting) {
      const ids: string[] = [];
      // The batch closes once this tick's resolvers have all asked (setImmediate runs after them).
      const result = new Promise<Map<string, DepositPayment>>((resolve) =>
        setImmediate(() => {
          this.waiting.delete(context);
          resolve(this.paymentsFor(ids));
        }),
      );
      waiting = { ids, result };
      this.waiting.set(context, waiting);
    }
    waiting.ids.push(transactionId);
    const promise = waiting.result.then((found) => found.get(transactionId) ?? null);
    batch.set(transactionId, promise);
    return promise;
  }

  /**
   * The `payment` of each of these transactions that has a quote, with its transfers: two queries
   * whatever the number (the invoices, then the payments to their addresses).
   */
  async paymentsFor(transactionIds: readonly string[]): Promise<Map<string, DepositPayment>> {
    const invoices = await this.invoicesFor(transactionIds);
    const list = [...invoices.values()];
    const transfers = await paymentsTo(
      this.db,
      list.map((invoice) => ({ network: invoice.network, address: invoice.address })),
    );
    const result = new Map<string, DepositPayment>();
    for (const invoice of list) {
      const own = transfers.filter((p) => p.network === invoice.network && p.address === invoice.address && p.asset === invoice.asset);
      result.set(invoice.transaction_id, await this.toPayment(invoice, own));
    }
    return result;
  }

  private async toPayment(invoice: DepositInvoiceRow, transfers: AddressPayment[]): Promise<DepositPayment> {
    const uri = this.uriOf(invoice);
    const state = invoice.state as DepositPaymentState;
    const missing = new Decimal(invoice.pay_amount).minus(invoice.received_amount);
    return {
      payAmount: amountText(invoice.pay_amount),
      payAsset: invoice.asset,
      network: invoice.network,
      address: invoice.address,
      rate: displayRate(invoice.rate),
      rateSource: invoice.rate_source,
      quotedAt: invoice.quoted_at,
      expiresAt: invoice.expires_at,
      paymentUri: uri,
      qrSvg: await qrSvg(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } }),
      watched: invoice.watched,
      state,
      confirmations: invoice.confirmations,
      requiredConfirmations: invoice.required_confirmations,
      receivedAmount: amountText(invoice.received_amount),
      missingAmount: state === DepositPaymentState.UNDERPAID && missing.gt(0) ? missing.toFixed() : null,
      creditedAmount: state === DepositPaymentState.COMPLETED && invoice.credited_usd !== null ? toMoney(invoice.credited_usd) : null,
      transfers: transfers.map((p) => ({
        txHash: p.txHash,
        amount: amountText(p.amount),
        confirmations: p.confirmations,
        blockNumber: p.blockNumber,
        removed: p.removed,
      })),
    };
  }
}

/** An exact asset amount as the API writes it: no exponent, no trailing zeros ("0.0825", "6000"). */
export function amountText(value: string): string {
  return new Decimal(value).toFixed();
}
