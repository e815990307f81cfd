import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, QueryFailedError } from 'typeorm';
import type { Db } from '../../database/sql';
import { AmountError, Decimal, parseAmount } from '../../common/money';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { userActor } from '../money-events/money-event.types';
import { MoneyEvents } from '../money-events/money-events.service';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { StorageService } from '../storage/storage.service';
import type { TransactionRow } from '../transactions/transaction.model';
import {
  deleteDraft,
  findOwnDeposit,
  getTransaction,
  insertDepositDraft,
  markSubmitted,
  markWatchedDepositPending,
  setDepositDetails,
} from '../transactions/transaction-store';
import { DepositWalletsService } from './addresses/deposit-wallets.service';
import { DepositQuoteService } from './deposit-quote.service';
import type { DepositWalletRow } from './deposit.model';
import { DepositError, DepositErrorCode } from './deposits.errors';
import { canonicalTxHash } from './tx-hash';
import { UserAccessService } from '../users/user-access.service';
import { readAfterCommit } from '../../database/after-commit';

export const DEPOSIT_METHOD = 'Crypto Wallet';
export const SCREENSHOT_RULES = { maxBytes: 10 * 1024 * 1024, maxSide: 2000 };
const MAXIMUM_DEPOSIT = new Decimal('1000000');
/** What is read of a typed transaction hash: 0x, 64 hex digits and room for pasted whitespace. */
const MAX_TXN_ID_INPUT = 200;

export interface RequestMeta {
  ip?: string | null;
}

/** A refusal of an amount past a limit, with the limit in `values.amount` for a client to word it in its reader's language. */
function limitError(code: DepositErrorCode.BELOW_MINIMUM | DepositErrorCode.ABOVE_MAXIMUM, message: string, limit: string): DepositError {
  const error = new DepositError(code, message);
  error.values = { amount: limit };
  return error;
}

/** A refusal about the transaction hash, named as the form's field (`txnId`) so the form shows it there. */
function txnIdError(code: DepositErrorCode.TXN_ID_REQUIRED | DepositErrorCode.TXN_ID_INVALID | DepositErrorCode.TXN_ID_TAKEN): DepositError {
  const error = new DepositError(code);
  error.field = 'txnId';
  return error;
}

/** A new, unguessable reference: "DEP" + 24 hex characters. */
function newReferenceId(): string {
  return `DEP${randomBytes(12).toString('hex').toUpperCase()}`;
}

/** The user's side of deposits: reference → amount and wallet → screenshot and txn id (pending). */
@Injectable()
export class DepositsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: StorageService,
    private readonly idempotency: IdempotencyService,
    private readonly wallets: DepositWalletsService,
    private readonly access: UserAccessService,
    private readonly events: MoneyEvents,
    private readonly quotes: DepositQuoteService,
  ) {}

  get minimumDeposit(): string {
    return new Decimal(this.config.minimumDeposit).toFixed(2);
  }

  activeWallets(): Promise<DepositWalletRow[]> {
    return this.wallets.listActive();
  }

  async start(userId: string, method: string | undefined): Promise<TransactionRow> {
    if (method?.trim() !== DEPOSIT_METHOD) throw new DepositError(DepositErrorCode.METHOD_REQUIRED);
    return insertDepositDraft(this.db, userId, DEPOSIT_METHOD, newReferenceId());
  }

  /** The user's own deposit by reference; anyone else's answers as if it did not exist. */
  async getOwn(userId: string, referenceId: string | undefined, manager: Db = this.db, lock = false): Promise<TransactionRow> {
    const ref = referenceId?.trim();
    if (!ref) throw new DepositError(DepositErrorCode.REFERENCE_REQUIRED);
    const row = await findOwnDeposit(manager, userId, ref, lock);
    if (!row) throw new DepositError(DepositErrorCode.REFERENCE_NOT_FOUND);
    return row;
  }

  /**
   * Amount and wallet (by id, or a static wallet by its address); a deriving wallet gives the deposit
   * its own address. The deposit is quoted at once (the asset amount at the current rate, until
   * DEPOSIT_QUOTE_MINUTES): the rate is asked first, so without a fresh one (RATE_UNAVAILABLE)
   * nothing is written. On a watched network (an RPC URL) the deposit is pending at once: the chain
   * watcher credits it when the payment arrives. Otherwise it stays a draft for the manual submit.
   */
  async track(
    userId: string,
    referenceId: string | undefined,
    amountInput: unknown,
    walletAddress: string | undefined,
    walletId?: string,
  ): Promise<TransactionRow> {
    if (!referenceId?.trim() || amountInput === undefined || amountInput === null || amountInput === '' || !(walletAddress?.trim() || walletId?.trim())) {
      throw new DepositError(DepositErrorCode.FIELDS_REQUIRED);
    }
    const amount = this.checkAmount(amountInput);
    const wallet = await this.wallets.findActive(walletId, walletAddress);
    if (!wallet) throw new DepositError(DepositErrorCode.UNKNOWN_WALLET);
    const rate = await this.quotes.rateFor(wallet);
    return this.db.transaction(async (manager) => {
      const draft = await this.getOwn(userId, referenceId, manager, true);
      if (draft.status !== 'draft') throw new DepositError(DepositErrorCode.ALREADY_SUBMITTED);
      const address = await this.wallets.addressFor(manager, wallet, draft.id);
      const row = await setDepositDetails(manager, draft.id, {
        amount: amount.toFixed(2),
        walletName: wallet.wallet_name,
        walletAddress: address,
        network: wallet.network,
      });
      const invoice = await this.quotes.writeQuote(manager, { transactionId: draft.id, userId, wallet, address, usd: amount.toFixed(2), rate });
      if (!invoice.watched) return row;
      await markWatchedDepositPending(manager, draft.id);
      return getTransaction(manager, draft.id);
    });
  }

  /** Cancel is allowed only before submission; the draft is removed. */
  async cancel(userId: string, referenceId: string | undefined): Promise<void> {
    await this.db.transaction(async (manager) => {
      const draft = await this.getOwn(userId, referenceId, manager, true);
      if (draft.status !== 'draft') throw new DepositError(DepositErrorCode.CANNOT_CANCEL);
      await deleteDraft(manager, draft.id);
    });
  }

  async eligibility(
    userId: string,
    referenceId: string | undefined,
  ): Promise<{ eligible: boolean; redirect: boolean; message: string | null; row: TransactionRow }> {
    const row = await this.getOwn(userId, referenceId);
    if (row.status !== 'draft') return { eligible: false, redirect: true, message: 'This deposit has already been submitted.', row };
    if (!row.amount || !row.wallet_address) {
      return { eligible: false, redirect: true, message: 'Please enter the amount and choose a wallet first.', row };
    }
    return { eligible: true, redirect: false, message: null, row };
  }

  /** Submits the payment proof: the deposit becomes pending until an admin acts. */
  async submit(
    userId: string,
    referenceId: string | undefined,
    txnIdInput: string | undefined,
    screenshot: Buffer | undefined,
    meta: RequestMeta,
    idempotencyKey?: string,
  ): Promise<TransactionRow> {
    const typed = txnIdInput?.trim();
    if (!referenceId?.trim()) throw new DepositError(DepositErrorCode.REFERENCE_REQUIRED);
    if (!screenshot?.length) throw new DepositError(DepositErrorCode.PROOF_MISSING);
    if (!typed) throw txnIdError(DepositErrorCode.TXN_ID_REQUIRED);
    // Its network's form is checked once the deposit (and so its network) is known; no network's hash is longer.
    if (typed.length > MAX_TXN_ID_INPUT || !canonicalTxHash(typed, null)) throw txnIdError(DepositErrorCode.TXN_ID_INVALID);
    const { id } = await this.idempotency.run(userId, idempotencyKey, 'submitDeposit', { referenceId, txnId: typed }, async (manager) => {
      // First, under the user row's lock: a freeze racing this submission either waits for it or is seen by it.
      await this.access.requireNotFrozen(manager, userId);
      const draft = await this.getOwn(userId, referenceId, manager, true);
      // A quoted deposit: the chain credits a watched one (nothing to submit); an expired quote is not paid by hand either.
      const invoice = await this.quotes.findInvoice(draft.id, manager);
      if (invoice?.watched) throw new DepositError(DepositErrorCode.DEPOSIT_WATCHED);
      if (draft.status !== 'draft') throw new DepositError(DepositErrorCode.ALREADY_SUBMITTED);
      if (!draft.amount || !draft.wallet_address) throw new DepositError(DepositErrorCode.AMOUNT_AND_WALLET_FIRST);
      if (invoice && this.quotes.isExpired(invoice)) throw new DepositError(DepositErrorCode.QUOTE_EXPIRED);
      // One spelling per payment (case, 0x, whitespace): the once-only index compares what is stored.
      const txnId = canonicalTxHash(typed, draft.network);
      if (!txnId) throw txnIdError(DepositErrorCode.TXN_ID_INVALID);
      const file = await this.storage.saveImage('screenshots', screenshot, SCREENSHOT_RULES);
      try {
        await markSubmitted(manager, draft.id, txnId, file);
      } catch (error) {
        await this.storage.remove('screenshots', file);
        if (error instanceof QueryFailedError && (error as unknown as { constraint?: string }).constraint === 'transactions_deposit_txn_id_key') {
          throw txnIdError(DepositErrorCode.TXN_ID_TAKEN);
        }
        throw error;
      }
      await this.events.record(
        manager,
        { type: 'deposit.submitted', transactionId: draft.id, userId, amount: draft.amount, referenceId: draft.reference_id, txnId },
        userActor(userId, meta.ip ?? null),
      );
      return { id: draft.id };
    });
    // Committed: the answer's read waits out a database restart rather than answer 500.
    return readAfterCommit(() => getTransaction(this.db, id));
  }

  private checkAmount(value: unknown): Decimal {
    let amount: Decimal;
    try {
      amount = parseAmount(value);
    } catch (error) {
      if (error instanceof AmountError) throw new DepositError(DepositErrorCode.INVALID_AMOUNT, error.message);
      throw error;
    }
    if (amount.lt(this.minimumDeposit)) {
      throw limitError(DepositErrorCode.BELOW_MINIMUM, `The minimum deposit is ${this.minimumDeposit} USD.`, this.minimumDeposit);
    }
    if (amount.gt(MAXIMUM_DEPOSIT)) {
      throw limitError(DepositErrorCode.ABOVE_MAXIMUM, `The maximum deposit is ${MAXIMUM_DEPOSIT.toFixed(2)} USD.`, MAXIMUM_DEPOSIT.toFixed(2));
    }
    return amount;
  }
}
