import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, QueryFailedError } from 'typeorm';
import type { Db } from '../../database/sql';
import { badInput, conflict, notFound } from '../../common/errors/domain-error';
import { AmountError, Decimal, parseAmount } from '../../common/money';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { AuditService } from '../audit/audit.service';
import { MoneyMailService } from '../mail/money-mail.service';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { StorageService } from '../storage/storage.service';
import type { TransactionRow } from '../transactions/transaction.model';
import { deleteDraft, findOwnDeposit, getTransaction, insertDepositDraft, markSubmitted, setDepositDetails } from '../transactions/transaction-store';
import { DepositWalletsService } from './addresses/deposit-wallets.service';
import type { DepositWalletRow } from './deposit.model';
import { readAfterCommit } from '../../database/after-commit';

export const DEPOSIT_METHOD = 'Crypto Wallet';
export const SCREENSHOT_RULES = { maxBytes: 10 * 1024 * 1024, maxSide: 2000 };
const MAXIMUM_DEPOSIT = new Decimal('1000000');
const TXN_ID = /^[A-Za-z0-9:_-]{10,128}$/;

export interface RequestMeta {
  ip?: string | null;
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
    private readonly audit: AuditService,
    private readonly idempotency: IdempotencyService,
    private readonly wallets: DepositWalletsService,
    private readonly moneyMail: MoneyMailService,
  ) {}

  get minimumDeposit(): string {
    return new Decimal(this.config.minimumDeposit).toFixed(2);
  }

  activeWallets(): Promise<DepositWalletRow[]> {
    return this.wallets.listActive();
  }

  async start(userId: string, method: string | undefined): Promise<TransactionRow> {
    if (method?.trim() !== DEPOSIT_METHOD) throw badInput('Please select a wallet to proceed with your deposit');
    return insertDepositDraft(this.db, userId, DEPOSIT_METHOD, newReferenceId());
  }

  /** The user's own deposit by reference; anyone else's answers as if it did not exist. */
  async getOwn(userId: string, referenceId: string | undefined, manager: Db = this.db, lock = false): Promise<TransactionRow> {
    const ref = referenceId?.trim();
    if (!ref) throw badInput('Unauthorized access');
    const row = await findOwnDeposit(manager, userId, ref, lock);
    if (!row) throw notFound('Deposit reference not found.');
    return row;
  }

  /** Amount and wallet (by id, or a static wallet by its address); a deriving wallet gives the deposit its own address. */
  async track(userId: string, referenceId: string | undefined, amountInput: unknown, walletAddress: string | undefined, walletId?: string): Promise<TransactionRow> {
    if (!referenceId?.trim() || amountInput === undefined || amountInput === null || amountInput === '' || !(walletAddress?.trim() || walletId?.trim())) {
      throw badInput('All fields are required to proceed');
    }
    const amount = this.checkAmount(amountInput);
    const wallet = await this.wallets.findActive(walletId, walletAddress);
    if (!wallet) throw badInput('Please choose one of the listed deposit wallets.');
    return this.db.transaction(async (manager) => {
      const draft = await this.getOwn(userId, referenceId, manager, true);
      if (draft.status !== 'draft') throw conflict('This deposit has already been submitted.');
      const address = await this.wallets.addressFor(manager, wallet, draft.id);
      return setDepositDetails(manager, draft.id, { amount: amount.toFixed(2), walletName: wallet.wallet_name, walletAddress: address, network: wallet.network });
    });
  }

  /** Cancel is allowed only before submission; the draft is removed. */
  async cancel(userId: string, referenceId: string | undefined): Promise<void> {
    await this.db.transaction(async (manager) => {
      const draft = await this.getOwn(userId, referenceId, manager, true);
      if (draft.status !== 'draft') throw conflict('This deposit has already been submitted and can no longer be cancelled.');
      await deleteDraft(manager, draft.id);
    });
  }

  async eligibility(userId: string, referenceId: string | undefined): Promise<{ eligible: boolean; redirect: boolean; message: string | null; row: TransactionRow }> {
    const row = await this.getOwn(userId, referenceId);
    if (row.status !== 'draft') return { eligible: false, redirect: true, message: 'This deposit has already been submitted.', row };
    if (!row.amount || !row.wallet_address) {
      return { eligible: false, redirect: true, message: 'Please enter the amount and choose a wallet first.', row };
    }
    return { eligible: true, redirect: false, message: null, row };
  }

  /** Submits the payment proof: the deposit becomes pending until an admin acts. */
  async submit(userId: string, referenceId: string | undefined, txnIdInput: string | undefined, screenshot: Buffer | undefined, meta: RequestMeta, idempotencyKey?: string): Promise<TransactionRow> {
    const txnId = txnIdInput?.trim();
    if (!referenceId?.trim()) throw badInput('Unauthorized access');
    if (!screenshot?.length) throw badInput('Payment proof image is missing. Upload the image file.');
    if (!txnId) throw badInput('Please enter the blockchain transaction ID of your payment.');
    if (!TXN_ID.test(txnId)) throw badInput('The transaction ID must be 10 to 128 letters, digits, dashes or underscores.');
    const { id } = await this.idempotency.run(userId, idempotencyKey, 'submitDeposit', { referenceId, txnId }, async (manager) => {
      const draft = await this.getOwn(userId, referenceId, manager, true);
      if (draft.status !== 'draft') throw conflict('This deposit has already been submitted.');
      if (!draft.amount || !draft.wallet_address) throw badInput('Please enter the amount and choose a wallet first.');
      const file = await this.storage.saveImage('screenshots', screenshot, SCREENSHOT_RULES);
      try {
        await markSubmitted(manager, draft.id, txnId, file);
      } catch (error) {
        await this.storage.remove('screenshots', file);
        if (error instanceof QueryFailedError && (error as unknown as { constraint?: string }).constraint === 'transactions_deposit_txn_id_key') {
          throw conflict('This blockchain transaction ID has already been used for a deposit.', 'TXN_ID_TAKEN');
        }
        throw error;
      }
      await this.audit.record(manager, { actorId: userId, actorRole: 'user', action: 'deposit.submitted', transactionId: draft.id, amount: draft.amount, details: { txnId }, ip: meta.ip });
      await this.moneyMail.enqueue(manager, 'deposit.received', draft.id);
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
      if (error instanceof AmountError) throw badInput(error.message);
      throw error;
    }
    if (amount.lt(this.minimumDeposit)) throw badInput(`The minimum deposit is ${this.minimumDeposit} USD.`, 'BELOW_MINIMUM');
    if (amount.gt(MAXIMUM_DEPOSIT)) throw badInput(`The maximum deposit is ${MAXIMUM_DEPOSIT.toFixed(2)} USD.`);
    return amount;
  }
}
