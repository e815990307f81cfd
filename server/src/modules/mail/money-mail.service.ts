import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { currentRequestId } from '../../common/request-context';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { sqlExec, sqlOne, sqlRows } from '../../database/sql';
import { MailQueue, OutboxJobRow, Queryable } from './mail-queue.service';
import { mailStrings } from './mail-i18n';
import { MailText, MoneyMailEvent, MoneyMailFacts, moneyMailTemplates } from './money-mail.templates';

interface FactsRow {
  transaction_id: string;
  email: string;
  /** The user's language: the mail is written in it. */
  locale: string | null;
  fullname: string | null;
  username: string | null;
  amount: string;
  reference_id: string | null;
  txn_id: string | null;
  wallet_name: string | null;
  network: string | null;
  wallet_address: string | null;
  reason: string | null;
  payout_tx_hash: string | null;
  plan: string | null;
  term_days: number | null;
  total_profit: string | null;
  ends_at: Date | null;
}

/** The transaction's side of a money mail (not an investment: those read their plan). */
export interface MailTransaction {
  id: string;
  amount: string | null;
  reference_id: string | null;
  txn_id: string | null;
  wallet_name: string | null;
  network: string | null;
  wallet_address: string | null;
  reason: string | null;
  payout_tx_hash: string | null;
}

/** Who a money mail goes to and in which language. */
export interface MailRecipient {
  email: string;
  locale: string | null;
  fullname: string | null;
  username: string | null;
}

/** Capital returns are mailed in pages of this many (a day's completions are usually few). */
const PAGE = 2000;

/**
 * Mails the investor when money moves. Each call runs on the movement's own transaction: it
 * writes the outbox row (status queued) and its pg-boss job there, so a movement that rolls
 * back mails nothing and a committed one is never lost; the worker sends after the commit.
 * One event of one transaction is mailed at most once (a unique key on the outbox).
 */
@Injectable()
export class MoneyMailService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: MailQueue,
  ) {}

  /** Queues the mail for `event` about the transaction (its owner is the recipient). */
  async enqueue(manager: Queryable, event: MoneyMailEvent, transactionId: string): Promise<void> {
    const rows = await sqlRows<FactsRow>(
      manager,
      `SELECT t.id AS transaction_id, u.email, u.locale, u.fullname, u.username, t.amount::text AS amount, t.reference_id, t.txn_id,
              t.wallet_name, t.network, t.wallet_address, t.reason, t.payout_tx_hash,
              i.title AS plan, i.term_days, i.total_profit::text AS total_profit, i.ends_at
         FROM transactions t
         JOIN users u ON u.id = t.user_id
         LEFT JOIN investments i ON i.transaction_id = t.id
        WHERE t.id = $1`,
      [transactionId],
    );
    await this.write(manager, event, rows);
  }

  /**
   * The mail for `event` about a transaction row the caller is about to write in one statement
   * that commits on its own (a withdrawal request), rendered for `recipient`: a CTE body that
   * writes its outbox row once the statement's row `source` (a CTE with an `id` column, the
   * transaction's) exists, numbering its parameters with `p`. The caller's statement must refuse
   * a user row whose details differ from `recipient`. The row is marked `job_pending`: its job is
   * queued by MailOutboxRelay (kick it once the statement committed).
   */
  outboxRowFor(event: MoneyMailEvent, transaction: MailTransaction, recipient: MailRecipient, source: string, p: (value: unknown) => string): string {
    const { subject, text } = this.render(event, this.factsOf(transaction, recipient));
    return `INSERT INTO mail_outbox (id, "to", subject, text, status, event, transaction_id, job_pending, request_id)
            SELECT ${p(randomUUID())}::uuid, ${p(recipient.email)}::text, ${p(subject)}::text, ${p(text)}::text, 'queued', ${p(event)}::text, ${source}.id, true,
                   ${p(currentRequestId())}::text
              FROM ${source}
            ON CONFLICT (event, transaction_id) WHERE event IS NOT NULL DO NOTHING`;
  }

  /**
   * After `accrue()` in the same transaction: one mail per investment it completed, read from the
   * function's `finished` table (dropped at commit), in pages of inserts of many rows each.
   */
  async enqueueCapitalReturns(manager: Queryable): Promise<number> {
    const n = (await sqlOne<{ n: number }>(manager, `SELECT count(*)::int AS n FROM pg_temp.finished`))?.n ?? 0;
    if (!n) return 0;
    if (n > PAGE) await sqlExec(manager, `CREATE INDEX ON pg_temp.finished (return_id)`);
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await sqlRows<FactsRow>(
        manager,
        `SELECT f.return_id AS transaction_id, u.email, u.locale, u.fullname, u.username, f.amount::text AS amount,
                NULL AS reference_id, NULL AS txn_id, NULL AS wallet_name, NULL AS network, NULL AS wallet_address,
                NULL AS reason, NULL AS payout_tx_hash, i.title AS plan, i.term_days, i.total_profit::text AS total_profit, i.ends_at
           FROM pg_temp.finished f
           JOIN users u ON u.id = f.user_id
           JOIN investments i ON i.id = f.id
          WHERE f.return_id > $1
          ORDER BY f.return_id
          LIMIT ${PAGE}`,
        [after],
      );
      if (!rows.length) break;
      await this.write(manager, 'investment.completed', rows);
      after = rows[rows.length - 1].transaction_id;
      if (rows.length < PAGE) break;
    }
    return n;
  }

  private factsOf(transaction: MailTransaction, recipient: MailRecipient): FactsRow {
    return {
      transaction_id: transaction.id,
      email: recipient.email,
      locale: recipient.locale,
      fullname: recipient.fullname,
      username: recipient.username,
      amount: transaction.amount ?? '0',
      reference_id: transaction.reference_id,
      txn_id: transaction.txn_id,
      wallet_name: transaction.wallet_name,
      network: transaction.network,
      wallet_address: transaction.wallet_address,
      reason: transaction.reason,
      payout_tx_hash: transaction.payout_tx_hash,
      plan: null,
      term_days: null,
      total_profit: null,
      ends_at: null,
    };
  }

  private async write(manager: Queryable, event: MoneyMailEvent, rows: FactsRow[]): Promise<void> {
    if (!rows.length) return;
    const mails = rows.map((row) => ({ id: randomUUID(), row, text: this.render(event, row) }));
    // The outbox rows, then the jobs (job id = row id) of the rows written: a row the unique key
    // refuses (this event of this transaction was queued before) gets no second job.
    // The request writing them (null in background work: accrual's capital returns, the chain watcher's credits).
    const written = await sqlRows<OutboxJobRow>(
      manager,
      `INSERT INTO mail_outbox (id, "to", subject, text, status, event, transaction_id, request_id)
       SELECT m.id, m.to, m.subject, m.text, 'queued', $1, m.transaction_id, $7::text
         FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::uuid[]) AS m(id, "to", subject, text, transaction_id)
       ON CONFLICT (event, transaction_id) WHERE event IS NOT NULL DO NOTHING
       RETURNING id, request_id`,
      [
        event,
        mails.map((m) => m.id),
        mails.map((m) => m.row.email),
        mails.map((m) => m.text.subject),
        mails.map((m) => m.text.text),
        mails.map((m) => m.row.transaction_id),
        currentRequestId(),
      ],
    );
    if (written.length) await this.queue.enqueueJobs(manager, written);
  }

  private render(event: MoneyMailEvent, row: FactsRow): MailText {
    const facts: MoneyMailFacts = {
      locale: row.locale,
      name: row.fullname?.trim() || row.username || mailStrings(row.locale).investor,
      amount: row.amount,
      baseUrl: this.config.publicUrl,
      reference: row.reference_id,
      blockchainTxId: row.txn_id,
      coin: row.wallet_name,
      network: row.network,
      address: row.wallet_address,
      reason: row.reason,
      payoutTxHash: row.payout_tx_hash,
      plan: row.plan,
      termDays: row.term_days,
      totalProfit: row.total_profit,
      endsAt: row.ends_at,
    };
    return moneyMailTemplates[event](facts);
  }
}
