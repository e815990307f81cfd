import type { EntityManager } from 'typeorm';
import type { ApprovalCount } from '../transactions/approvals';

/**
 * Who made a money event happen, as the audit trail records them: a user about their own money,
 * an admin deciding, or the system (a job). `ip` is the request's client address (null for jobs).
 */
export interface MoneyActor {
  id: string | null;
  role: 'user' | 'admin' | 'system';
  ip: string | null;
}

/** An admin deciding (AdminActor), as money events name them. */
export const adminActor = (admin: { id: string; ip: string | null }): MoneyActor & { id: string } => ({ id: admin.id, role: 'admin', ip: admin.ip });

/** A user acting on their own money. */
export const userActor = (userId: string, ip: string | null): MoneyActor & { id: string } => ({ id: userId, role: 'user', ip });

/** Facts every money event has: the transaction it is about, its owner and its amount (decimal text). */
interface AboutTransaction {
  transactionId: string;
  /** The user whose money moved (the transaction's owner). */
  userId: string;
  amount: string;
}

/**
 * Facts of a balance correction's events: the correction (not a transaction: it has none), the user
 * and account it corrects, and its signed amount (decimal text).
 */
interface AboutCorrection {
  correctionId: string;
  userId: string;
  account: string;
  amount: string;
}

/** A correction's state before and after a step, with the account's balance where the step read it (decimal text). */
export interface CorrectionStep {
  status: string;
  balance?: string;
  decidedBy?: string;
  ledgerEntryId?: string;
  rejectionReason?: string;
}

/** An approval's count before and after a decision (the withdrawal console's "1 of 2"), with the transaction's status. */
export interface ApprovalStep extends ApprovalCount {
  status: string;
}

/**
 * What happened to money, said once by the service that made it happen, inside its transaction
 * (MoneyEvents.record). Each owner of a consequence listens: audit/ writes the audit row, mail/ the
 * investor's mail (outbox row and job), webhooks/ the deliveries to subscribed endpoints. A new
 * kind of event is a new member here; the compiler then asks each listener what it does with it.
 */
export type MoneyEvent =
  | (AboutTransaction & { type: 'deposit.submitted'; referenceId: string | null; txnId: string })
  /**
   * The deposit credited. By the chain watcher (actor: system): `creditedBy` "chain watcher", the
   * payment's `txHash` (several joined by ",") and its `confirmations`; by an admin crediting a late
   * payment: also the `rate` it was credited at and its `rateSource`.
   */
  | (AboutTransaction & {
      type: 'deposit.approved';
      referenceId: string | null;
      txHash?: string;
      confirmations?: number;
      creditedBy?: string;
      rate?: string;
      rateSource?: string;
    })
  | (AboutTransaction & { type: 'deposit.rejected'; referenceId: string | null; reason: string })
  /** The referrer's bonus for a deposit: `transactionId` is the bonus's own transaction, `userId` the referrer. */
  | (AboutTransaction & { type: 'referral_bonus.paid'; depositId: string })
  | (AboutTransaction & {
      type: 'withdrawal.requested';
      coin: string;
      network: string | null;
      address: string;
      /** Where the amount came from (decimal text), as the ledger split it. */
      fromProfit: string;
      fromMain: string;
    })
  /**
   * The first of two approvals (at or above DUAL_APPROVAL_USD): nothing moves yet. With
   * `voidedFirstApproval`, an earlier first approval stopped counting (its admin lost the role or was
   * frozen) and this one replaced it: still one of two.
   */
  | (AboutTransaction & {
      type: 'withdrawal.first_approved';
      before: ApprovalStep;
      after: ApprovalStep;
      dualApprovalUsd: string;
      voidedFirstApproval?: { by: string; why: string };
    })
  /** The withdrawal paid out (the hold to `payouts`). */
  | (AboutTransaction & {
      type: 'withdrawal.approved';
      payoutTxHash: string | null;
      firstApprovedBy: string | null;
      before: ApprovalStep;
      after: ApprovalStep;
    })
  | (AboutTransaction & {
      type: 'withdrawal.rejected';
      reason: string;
      /** What went back to each account (decimal text), as the request's split took it. */
      returned: { toMain?: string; toProfit?: string };
      firstApprovedBy: string | null;
    })
  | (AboutTransaction & { type: 'investment.started'; plan: string; termDays: number })
  /** An admin asked for a balance correction (corrections/): nothing moves until a second admin approves. */
  | (AboutCorrection & { type: 'balance_correction.requested'; reason: string; before: null; after: CorrectionStep })
  /** A second admin approved it: one ledger entry against the `corrections` account. */
  | (AboutCorrection & { type: 'balance_correction.approved'; requestedBy: string; before: CorrectionStep; after: CorrectionStep })
  | (AboutCorrection & { type: 'balance_correction.rejected'; reason: string; before: CorrectionStep; after: CorrectionStep });

export type MoneyEventType = MoneyEvent['type'];

/** The event of one type: `MoneyEventOf<'deposit.approved'>`. */
export type MoneyEventOf<T extends MoneyEventType> = Extract<MoneyEvent, { type: T }>;

/** Who a money mail goes to and in which language, as the caller read the user row. */
export interface MoneyEventRecipient {
  email: string;
  locale: string | null;
  fullname: string | null;
  username: string | null;
}

/**
 * Where an event is recorded inside one statement that commits on its own (a withdrawal request:
 * MoneyEvents.inStatement), instead of on a transaction.
 */
export interface MoneyEventStatement {
  /** The CTE of the statement's own row (its `id`: the transaction's): each listener's rows are written once it exists (after its locks). */
  source: string;
  /** Adds a parameter and answers its placeholder (`$n`); called in the same order for every request, so the text is the same. */
  p: (value: unknown) => string;
  /** SQL over `source` for the event's fields the statement itself computes (the withdrawal's split), by field name. */
  computed: Record<string, string>;
  /** The transaction owner as the caller read them: the statement must refuse a user row that says otherwise. */
  recipient: MoneyEventRecipient;
}

/**
 * A module's part in every money event: it writes its own rows for the event on the caller's
 * transaction (`manager`), and does nothing for events it has no part in.
 */
export interface MoneyEventListener {
  /** Its name in errors ("audit", "mail", "webhooks"). */
  readonly name: string;
  onMoneyEvent(manager: EntityManager, event: MoneyEvent, actor: MoneyActor): Promise<void>;
  /** The same rows as a CTE body of the caller's one statement (null: none for this event). */
  inStatement(event: MoneyEvent, actor: MoneyActor, statement: MoneyEventStatement): string | null;
  /** After such a statement committed (a relay queues the jobs of the rows it marked). */
  statementCommitted?(): void;
}
