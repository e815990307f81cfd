/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type ActivityKind =
  | 'ACCOUNT_FROZEN'
  | 'ACCOUNT_UNFROZEN'
  | 'API_TOKEN_CREATED'
  | 'API_TOKEN_REVOKED'
  | 'EMAIL_CHANGED'
  | 'IDENTITY_CHECK_FAILED'
  | 'KYC_SUBMITTED'
  | 'PASSWORD_CHANGED'
  | 'PASSWORD_RESET'
  | 'RECOVERY_CODE_USED'
  | 'SESSION_ENDED'
  | 'SIGN_IN'
  | 'SIGN_IN_FAILED'
  | 'TWO_FACTOR_DISABLED'
  | 'TWO_FACTOR_ENABLED'
  | 'TWO_FACTOR_RESET';

/** What an API token may do. */
export type ApiScope =
  /** Staff only (admins and support): the console's reads. */
  | 'ADMIN_READ'
  /** Admins only: the console's changes (approvals, edits). */
  | 'ADMIN_WRITE'
  /** Read the user's own data: GraphQL queries and REST GETs. */
  | 'READ'
  /** The user's own changes and money calls: GraphQL mutations and state-changing REST calls. */
  | 'WRITE';

/** PENDING moves nothing; APPROVED was posted to the ledger; REJECTED never moves anything. */
export type BalanceCorrectionStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

export type ClearManualRateInput = {
  asset: string;
  /** Why (kept in the audit log). */
  reason: string;
};

/** MAIN (deposits, returned capital) or PROFIT (profit, bonuses). */
export type CorrectionAccount =
  | 'MAIN'
  | 'PROFIT';

export type CreatePlanInput = {
  capitalReturn?: string | null | undefined;
  /** Daily interest in percent, up to 4 decimals, e.g. "4.00". */
  dailyInterest: string;
  max: string;
  min: string;
  termDays: number;
  title: string;
  /** Stable identifier, e.g. "BASIC". */
  uniqId: string;
};

/** A reserve address with the signed message proving control (checked when saved). */
export type DeclareReserveAddressInput = {
  address: string;
  /** USDT, ETH, BTC or LTC. */
  asset: string;
  /** Exactly reserveSigningMessage(network, address), dated within the last 30 days. */
  message: string;
  /** ethereum, tron, bitcoin or litecoin (USDT on ethereum or tron, ETH on ethereum). */
  network: string;
  /** EIP-191 personal_sign (0x + 130 hex) for ethereum and tron (TRON's own "TRON Signed Message" prefix too); BIP-322 simple (base64 witness, "smp" prefix optional) for bitcoin and litecoin P2WPKH addresses. */
  signature: string;
};

/** STATIC: the wallet's one address, shared by its deposits; DERIVED: each deposit gets its own address, derived from the wallet's extended public key. */
export type DepositAddressKind =
  | 'DERIVED'
  | 'STATIC';

/** AWAITING_PAYMENT: nothing arrived yet; CONFIRMING: enough arrived, waiting for confirmations; UNDERPAID: less than the quote arrived; EXPIRED: nothing arrived in time; PAID_LATE: a payment arrived after the quote expired (an admin credits or refunds it); COMPLETED: credited; REFUNDED. */
export type DepositPaymentState =
  | 'AWAITING_PAYMENT'
  | 'COMPLETED'
  | 'CONFIRMING'
  | 'EXPIRED'
  | 'PAID_LATE'
  | 'REFUNDED'
  | 'UNDERPAID';

export type Gender =
  | 'FEMALE'
  | 'MALE'
  | 'OTHERS';

export type KycDocumentType =
  | 'DRIVING_LICENCE'
  | 'NATIONAL_ID'
  | 'PASSPORT';

/** Identity verification (KYC) status. */
export type KycStatus =
  | 'APPROVED'
  | 'NONE'
  | 'PENDING'
  | 'REJECTED';

export type LoginInput = {
  email: string;
  password: string;
};

export type RegisterInput = {
  email: string;
  fullName: string;
  /** The language the visitor signed up in (en es fr de zh-CN ja ar ru pt hi); English when absent. */
  locale?: string | null | undefined;
  password: string;
  /** The referrer's referral id, if any. */
  referralId?: string | null | undefined;
  username: string;
};

export type RequestWithdrawalInput = {
  amount: string;
  coinName: string;
  network?: string | null | undefined;
  /** The current authenticator code (or a recovery code); required when 2FA is on. */
  twoFactorCode?: string | null | undefined;
  walletAddress: string;
};

/** PENDING changes no role yet; APPROVED gave the role; REJECTED never did; EXPIRED lapsed unapproved (too old, or the user's role changed meanwhile). */
export type RoleGrantStatus =
  | 'APPROVED'
  | 'EXPIRED'
  | 'PENDING'
  | 'REJECTED';

export type SaveDepositWalletInput = {
  active?: boolean | null | undefined;
  addressKind: DepositAddressKind;
  /** USDT (on ethereum or tron), ETH (on ethereum) or BTC (on bitcoin). Absent: read from the name and label (Tether/USDT, else the network’s coin). */
  asset?: string | null | undefined;
  extendedPublicKey?: string | null | undefined;
  /** Absent: a new wallet. */
  id?: string | number | null | undefined;
  /** The label shown to investors, e.g. BTC, ERC20, TRC20. */
  network: string;
  /** bitcoin, ethereum or tron. Absent: read from the label (BTC, ERC20/ETH, TRC20/TRX). */
  networkName?: string | null | undefined;
  walletAddress?: string | null | undefined;
  walletName: string;
};

export type SetManualRateInput = {
  /** ETH or BTC (USDT is fixed at 1.00). */
  asset: string;
  /** USD per unit, a positive decimal with at most 10 decimals ("3012.50"). */
  rate: string;
  /** Why (kept in the audit log). */
  reason: string;
};

/** How a counter is shown: a whole number, or an amount in USD. */
export type SiteCounterFormat =
  | 'COUNT'
  | 'USD';

export type SubmitDepositInput = {
  referenceId: string;
  /** The blockchain transaction id of the payment. */
  txnId: string;
};

export type TrackDepositInput = {
  amount: string;
  referenceId: string;
  /** The address of one of the STATIC depositWallets (or give walletId). */
  walletAddress?: string | null | undefined;
  /** The id of one of the depositWallets; needed for a DERIVED wallet, which has no one address. */
  walletId?: string | number | null | undefined;
};

export type TransactionFilter =
  | 'ALL'
  | 'DEPOSIT'
  | 'INVESTMENT'
  | 'WITHDRAWAL';

export type TransactionKind =
  | 'CAPITAL_RETURN'
  | 'DEPOSIT'
  | 'INVESTMENT'
  | 'PROFIT'
  | 'REFERRAL_BONUS'
  | 'WITHDRAWAL';

export type TransactionStatus =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'COMPLETED'
  | 'PENDING'
  | 'REJECTED';

export type UpdateAddressInput = {
  address1: string;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  country: string;
  nationality?: string | null | undefined;
  state: string;
  zipcode?: string | null | undefined;
};

export type UpdatePlanInput = {
  capitalReturn?: string | null | undefined;
  dailyInterest?: string | null | undefined;
  max?: string | null | undefined;
  min?: string | null | undefined;
  termDays?: number | null | undefined;
  title?: string | null | undefined;
};

export type UpdateProfileInput = {
  /** YYYY-MM-DD, not in the future. */
  dateOfBirth?: string | null | undefined;
  fullname: string;
  gender: Gender;
  /** Digits only. */
  phone: string;
  telegram?: string | null | undefined;
  username: string;
};

export type UpdateSiteContentInput = {
  /** company, openingHours, counters, investorCount, testimonials, faq, riskWarning or terms. */
  key: string;
  /** en, es, fr, de, zh-CN, ja, ar, ru, pt or hi. English is the complete value; other languages override its texts. */
  locale: string;
  /** The new value as JSON text; its shape depends on the key (see README, Site content). */
  value: string;
};

/** INVESTOR; ADMIN runs the console; SUPPORT reads everything in the console and changes nothing. */
export type UserRole =
  | 'ADMIN'
  | 'INVESTOR'
  | 'SUPPORT';

export type ConfirmIdentityMutationVariables = Exact<{
  password: string;
  twoFactorCode?: string | null | undefined;
}>;


export type ConfirmIdentityMutation = { confirmIdentity: string };

export type AccountUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AccountUpdatedSubscription = { accountUpdated: { reason: string, user: { id: string, email: string, username: string, fullname: string, balance: string, interest: string, withdrawable: string, invested: string, onHold: string, owned: string, regId: string, referralId: string, date: string, admin: number, role: UserRole, avatar: string | null, phone: string | null, telegram: string | null, gender: Gender | null, dateOfBirth: string | null, country: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, zipcode: string | null, nationality: string | null, totalDeposit: string, totalWithdrawal: string, profits7d: string, kycStatus: KycStatus, kycRejectionReason: string | null, twoFactorEnabled: boolean, locale: string } | null } };

export type MyActivityQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MyActivityQuery = { myActivity: Array<{ id: string, kind: ActivityKind, at: string, ip: string | null, device: string | null }> };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { mySessions: Array<{ id: string, current: boolean, device: string | null, ip: string | null, createdAt: string, lastSeenAt: string }> };

export type EndSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type EndSessionMutation = { endSession: boolean };

export type EndOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherSessionsMutation = { endOtherSessions: number };

export type AuditEntryFieldsFragment = { id: string, at: string, actorRole: string, action: string, transactionId: string | null, amount: string | null, details: string, ip: string | null, subjectUserId: string | null, requestId: string | null, actorName: string | null, actorEmail: string | null, targetName: string | null, targetEmail: string | null, actor: { id: string, email: string | null } | null };

export type AdminAuditLogQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  action?: string | null | undefined;
  email?: string | null | undefined;
}>;


export type AdminAuditLogQuery = { auditLog: { nodes: Array<{ id: string, at: string, actorRole: string, action: string, transactionId: string | null, amount: string | null, details: string, ip: string | null, subjectUserId: string | null, requestId: string | null, actorName: string | null, actorEmail: string | null, targetName: string | null, targetEmail: string | null, actor: { id: string, email: string | null } | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AuditActionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditActionsQuery = { auditActions: Array<string> };

export type ContactMessageFieldsFragment = { id: string, createdAt: string, fullname: string, email: string, subject: string, message: string, userId: string | null, ip: string | null, handled: boolean, handledAt: string | null, handledById: string | null, handledByEmail: string | null };

export type AdminContactMessagesQueryVariables = Exact<{
  handled?: boolean | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminContactMessagesQuery = { contactMessages: { nodes: Array<{ id: string, createdAt: string, fullname: string, email: string, subject: string, message: string, userId: string | null, ip: string | null, handled: boolean, handledAt: string | null, handledById: string | null, handledByEmail: string | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type MarkContactMessageHandledMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkContactMessageHandledMutation = { markContactMessageHandled: { id: string, createdAt: string, fullname: string, email: string, subject: string, message: string, userId: string | null, ip: string | null, handled: boolean, handledAt: string | null, handledById: string | null, handledByEmail: string | null } };

export type AdminSiteContentQueryVariables = Exact<{
  key: string;
}>;


export type AdminSiteContentQuery = { adminSiteContent: Array<{ key: string, locale: string, value: string | null, updatedAt: string | null, updatedBy: string | null }> };

export type PreviewedSiteContentFragment = { locale: string, riskWarning: string, terms: string, referralBonusPercent: string, company: { name: string, legalName: string, registrationNumber: string, incorporatedOn: string, jurisdiction: string, address: string, email: string, phone: string, map: { lat: string, lon: string } }, openingHours: Array<{ days: string, hours: string }>, counters: Array<{ key: string, label: string, value: string, format: SiteCounterFormat, live: boolean }>, investorCount: { value: string, live: boolean }, testimonials: Array<{ name: string, role: string, quote: string }>, faq: Array<{ question: string, answer: string }> };

export type PreviewSiteContentQueryVariables = Exact<{
  input: UpdateSiteContentInput;
}>;


export type PreviewSiteContentQuery = { previewSiteContent: { locale: string, riskWarning: string, terms: string, referralBonusPercent: string, company: { name: string, legalName: string, registrationNumber: string, incorporatedOn: string, jurisdiction: string, address: string, email: string, phone: string, map: { lat: string, lon: string } }, openingHours: Array<{ days: string, hours: string }>, counters: Array<{ key: string, label: string, value: string, format: SiteCounterFormat, live: boolean }>, investorCount: { value: string, live: boolean }, testimonials: Array<{ name: string, role: string, quote: string }>, faq: Array<{ question: string, answer: string }> } };

export type UpdateSiteContentMutationVariables = Exact<{
  input: UpdateSiteContentInput;
}>;


export type UpdateSiteContentMutation = { updateSiteContent: { locale: string } };

export type BalanceCorrectionFieldsFragment = { id: string, userId: string, account: CorrectionAccount, amount: string, reason: string, status: BalanceCorrectionStatus, requestedBy: string, requestedByEmail: string | null, requestedAt: string, decidedBy: string | null, decidedByEmail: string | null, decidedAt: string | null, rejectionReason: string | null };

export type BalanceCorrectionsQueryVariables = Exact<{
  userId?: string | number | null | undefined;
  status?: BalanceCorrectionStatus | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type BalanceCorrectionsQuery = { balanceCorrections: { nodes: Array<{ id: string, userId: string, account: CorrectionAccount, amount: string, reason: string, status: BalanceCorrectionStatus, requestedBy: string, requestedByEmail: string | null, requestedAt: string, decidedBy: string | null, decidedByEmail: string | null, decidedAt: string | null, rejectionReason: string | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type RequestBalanceCorrectionMutationVariables = Exact<{
  userId: string | number;
  account: CorrectionAccount;
  amount: string;
  reason: string;
}>;


export type RequestBalanceCorrectionMutation = { requestBalanceCorrection: { id: string, userId: string, account: CorrectionAccount, amount: string, reason: string, status: BalanceCorrectionStatus, requestedBy: string, requestedByEmail: string | null, requestedAt: string, decidedBy: string | null, decidedByEmail: string | null, decidedAt: string | null, rejectionReason: string | null } };

export type ApproveBalanceCorrectionMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveBalanceCorrectionMutation = { approveBalanceCorrection: { id: string, userId: string, account: CorrectionAccount, amount: string, reason: string, status: BalanceCorrectionStatus, requestedBy: string, requestedByEmail: string | null, requestedAt: string, decidedBy: string | null, decidedByEmail: string | null, decidedAt: string | null, rejectionReason: string | null } };

export type RejectBalanceCorrectionMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type RejectBalanceCorrectionMutation = { rejectBalanceCorrection: { id: string, userId: string, account: CorrectionAccount, amount: string, reason: string, status: BalanceCorrectionStatus, requestedBy: string, requestedByEmail: string | null, requestedAt: string, decidedBy: string | null, decidedByEmail: string | null, decidedAt: string | null, rejectionReason: string | null } };

export type KycRequestFieldsFragment = { id: string, documentType: KycDocumentType, status: KycStatus, submittedAt: string, reviewedAt: string | null, rejectionReason: string | null, documentFrontUrl: string, documentBackUrl: string | null, selfieUrl: string, user: { id: string, email: string } };

export type AdminKycRequestsQueryVariables = Exact<{
  status?: KycStatus | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminKycRequestsQuery = { kycRequests: { nodes: Array<{ id: string, documentType: KycDocumentType, status: KycStatus, submittedAt: string, reviewedAt: string | null, rejectionReason: string | null, documentFrontUrl: string, documentBackUrl: string | null, selfieUrl: string, user: { id: string, email: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ApproveKycMutationVariables = Exact<{
  userId: string | number;
}>;


export type ApproveKycMutation = { approveKyc: { id: string, kycStatus: KycStatus, kycRejectionReason: string | null } };

export type RejectKycMutationVariables = Exact<{
  userId: string | number;
  reason: string;
}>;


export type RejectKycMutation = { rejectKyc: { id: string, kycStatus: KycStatus, kycRejectionReason: string | null } };

export type OutboxRowFieldsFragment = { id: string, to: string, subject: string, status: string, attempts: number, event: string | null, createdAt: string, sentAt: string | null };

export type AdminMailOutboxQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  status?: string | null | undefined;
}>;


export type AdminMailOutboxQuery = { mailOutboxMessages: { nodes: Array<{ id: string, to: string, subject: string, status: string, attempts: number, event: string | null, createdAt: string, sentAt: string | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AdminMailMessageQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminMailMessageQuery = { mailOutboxMessage: { replyTo: string | null, text: string, lastError: string | null, transactionId: string | null, id: string, to: string, subject: string, status: string, attempts: number, event: string | null, createdAt: string, sentAt: string | null } };

export type AdminOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOverviewQuery = { adminOverview: { pendingDeposits: number, pendingWithdrawals: number, pendingKyc: number, heldForUsers: string, ledgerBalanced: boolean, userAccounts: Array<{ kind: string, balance: string, accounts: number }>, platformAccounts: Array<{ kind: string, balance: string, accounts: number }>, depositsToday: { amount: string, count: number }, depositsMonth: { amount: string, count: number }, payoutsToday: { amount: string, count: number }, payoutsMonth: { amount: string, count: number }, lastAccrualRun: { ranAt: string, throughDay: string | null, investments: number, credits: number, total: string } | null } };

export type AccountKindBalanceFieldsFragment = { kind: string, balance: string, accounts: number };

export type PeriodTotalFieldsFragment = { amount: string, count: number };

export type AdminTransactionFieldsFragment = { id: string, kind: TransactionKind, title: string, amount: string, status: TransactionStatus, date: string, walletName: string | null, walletAddress: string | null, network: string | null, txnId: string | null, referenceId: string | null, reason: string | null, payoutTxHash: string | null, screenshotUrl: string | null, approvals: number, approvalsRequired: number, firstApproverId: string | null, payment: { payAmount: string, payAsset: string, network: string, address: string, watched: boolean, state: DepositPaymentState, confirmations: number, requiredConfirmations: number, receivedAmount: string, transfers: Array<{ txHash: string, amount: string, confirmations: number, removed: boolean }> } | null, user: { id: string, email: string, username: string, fullname: string, regId: string } };

export type AdminPendingDepositsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type AdminPendingDepositsQuery = { adminDeposits: { totalCount: number, nodes: Array<{ id: string, kind: TransactionKind, title: string, amount: string, status: TransactionStatus, date: string, walletName: string | null, walletAddress: string | null, network: string | null, txnId: string | null, referenceId: string | null, reason: string | null, payoutTxHash: string | null, screenshotUrl: string | null, approvals: number, approvalsRequired: number, firstApproverId: string | null, payment: { payAmount: string, payAsset: string, network: string, address: string, watched: boolean, state: DepositPaymentState, confirmations: number, requiredConfirmations: number, receivedAmount: string, transfers: Array<{ txHash: string, amount: string, confirmations: number, removed: boolean }> } | null, user: { id: string, email: string, username: string, fullname: string, regId: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AdminPendingWithdrawalsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type AdminPendingWithdrawalsQuery = { adminWithdrawals: { totalCount: number, nodes: Array<{ id: string, kind: TransactionKind, title: string, amount: string, status: TransactionStatus, date: string, walletName: string | null, walletAddress: string | null, network: string | null, txnId: string | null, referenceId: string | null, reason: string | null, payoutTxHash: string | null, screenshotUrl: string | null, approvals: number, approvalsRequired: number, firstApproverId: string | null, payment: { payAmount: string, payAsset: string, network: string, address: string, watched: boolean, state: DepositPaymentState, confirmations: number, requiredConfirmations: number, receivedAmount: string, transfers: Array<{ txHash: string, amount: string, confirmations: number, removed: boolean }> } | null, user: { id: string, email: string, username: string, fullname: string, regId: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ApproveDepositMutationVariables = Exact<{
  transactionId: string | number;
  idempotencyKey?: string | null | undefined;
}>;


export type ApproveDepositMutation = { approveDeposit: { id: string, kind: TransactionKind, title: string, amount: string, status: TransactionStatus, date: string, walletName: string | null, walletAddress: string | null, network: string | null, txnId: string | null, referenceId: string | null, reason: string | null, payoutTxHash: string | null, screenshotUrl: string | null, approvals: number, approvalsRequired: number, firstApproverId: string | null, payment: { payAmount: string, payAsset: string, network: string, address: string, watched: boolean, state: DepositPaymentState, confirmations: number, requiredConfirmations: number, receivedAmount: string, transfers: Array<{ txHash: string, amount: string, confirmations: number, removed: boolean }> } | null, user: { id: string, email: string, username: string, fullname: string, regId: string } } };

export type RejectDepositMutationVariables = Exact<{
  transactionId: string | number;
  reason: string;
}>;


export type RejectDepositMutation = { rejectDeposit: { id: string, kind: TransactionKind, title: string, amount: string, status: TransactionStatus, date: string, walletName: string | null, walletAddress: string | null, network: string | null, txnId: string | null, referenceId: string | null, reason: string | null, payoutTxHash: string | null, screenshotUrl: string | null, approvals: number, approvalsRequired: number, firstApproverId: string | null, payment: { payAmount: string, payAsset: string, network: string, address: string, watched: boolean, state: DepositPaymentState, confirmations: number, requiredConfirmations: number, receivedAmount: string, transfers: Array<{ txHash: string, amount: string, confirmations: number, removed: boolean }> } | null, user: { id: string, email: string, username: string, fullname: string, regId: string } } };

export type ApproveWithdrawalMutationVariables = Exact<{
  transactionId: string | number;
  payoutTxHash?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
}>;


export type ApproveWithdrawalMutation = { approveWithdrawal: { id: string, kind: TransactionKind, title: string, amount: string, status: TransactionStatus, date: string, walletName: string | null, walletAddress: string | null, network: string | null, txnId: string | null, referenceId: string | null, reason: string | null, payoutTxHash: string | null, screenshotUrl: string | null, approvals: number, approvalsRequired: number, firstApproverId: string | null, payment: { payAmount: string, payAsset: string, network: string, address: string, watched: boolean, state: DepositPaymentState, confirmations: number, requiredConfirmations: number, receivedAmount: string, transfers: Array<{ txHash: string, amount: string, confirmations: number, removed: boolean }> } | null, user: { id: string, email: string, username: string, fullname: string, regId: string } } };

export type RejectWithdrawalMutationVariables = Exact<{
  transactionId: string | number;
  reason: string;
}>;


export type RejectWithdrawalMutation = { rejectWithdrawal: { id: string, kind: TransactionKind, title: string, amount: string, status: TransactionStatus, date: string, walletName: string | null, walletAddress: string | null, network: string | null, txnId: string | null, referenceId: string | null, reason: string | null, payoutTxHash: string | null, screenshotUrl: string | null, approvals: number, approvalsRequired: number, firstApproverId: string | null, payment: { payAmount: string, payAsset: string, network: string, address: string, watched: boolean, state: DepositPaymentState, confirmations: number, requiredConfirmations: number, receivedAmount: string, transfers: Array<{ txHash: string, amount: string, confirmations: number, removed: boolean }> } | null, user: { id: string, email: string, username: string, fullname: string, regId: string } } };

export type CreditLateDepositMutationVariables = Exact<{
  transactionId: string | number;
  idempotencyKey?: string | null | undefined;
}>;


export type CreditLateDepositMutation = { creditLateDeposit: { id: string, kind: TransactionKind, title: string, amount: string, status: TransactionStatus, date: string, walletName: string | null, walletAddress: string | null, network: string | null, txnId: string | null, referenceId: string | null, reason: string | null, payoutTxHash: string | null, screenshotUrl: string | null, approvals: number, approvalsRequired: number, firstApproverId: string | null, payment: { payAmount: string, payAsset: string, network: string, address: string, watched: boolean, state: DepositPaymentState, confirmations: number, requiredConfirmations: number, receivedAmount: string, transfers: Array<{ txHash: string, amount: string, confirmations: number, removed: boolean }> } | null, user: { id: string, email: string, username: string, fullname: string, regId: string } } };

export type MarkDepositRefundedMutationVariables = Exact<{
  transactionId: string | number;
  refundTxHash: string;
  reason: string;
}>;


export type MarkDepositRefundedMutation = { markDepositRefunded: { id: string, kind: TransactionKind, title: string, amount: string, status: TransactionStatus, date: string, walletName: string | null, walletAddress: string | null, network: string | null, txnId: string | null, referenceId: string | null, reason: string | null, payoutTxHash: string | null, screenshotUrl: string | null, approvals: number, approvalsRequired: number, firstApproverId: string | null, payment: { payAmount: string, payAsset: string, network: string, address: string, watched: boolean, state: DepositPaymentState, confirmations: number, requiredConfirmations: number, receivedAmount: string, transfers: Array<{ txHash: string, amount: string, confirmations: number, removed: boolean }> } | null, user: { id: string, email: string, username: string, fullname: string, regId: string } } };

export type VerifyLedgerQueryVariables = Exact<{ [key: string]: never; }>;


export type VerifyLedgerQuery = { verifyLedger: { ok: boolean, problems: Array<string> } };

export type AdminPlanFieldsFragment = { id: string, uniqId: string, title: string, dailyInterest: string, termDays: number, termWeeks: number, min: string, max: string, totalReturn: string, capitalReturn: string, active: boolean };

export type AdminPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPlansQuery = { adminPlans: Array<{ id: string, uniqId: string, title: string, dailyInterest: string, termDays: number, termWeeks: number, min: string, max: string, totalReturn: string, capitalReturn: string, active: boolean }> };

export type CreatePlanMutationVariables = Exact<{
  input: CreatePlanInput;
}>;


export type CreatePlanMutation = { createPlan: { id: string, uniqId: string, title: string, dailyInterest: string, termDays: number, termWeeks: number, min: string, max: string, totalReturn: string, capitalReturn: string, active: boolean } };

export type UpdatePlanMutationVariables = Exact<{
  uniqId: string;
  input: UpdatePlanInput;
}>;


export type UpdatePlanMutation = { updatePlan: { id: string, uniqId: string, title: string, dailyInterest: string, termDays: number, termWeeks: number, min: string, max: string, totalReturn: string, capitalReturn: string, active: boolean } };

export type SetPlanActiveMutationVariables = Exact<{
  uniqId: string;
  active: boolean;
}>;


export type SetPlanActiveMutation = { setPlanActive: { id: string, uniqId: string, title: string, dailyInterest: string, termDays: number, termWeeks: number, min: string, max: string, totalReturn: string, capitalReturn: string, active: boolean } };

export type AssetRateFieldsFragment = { asset: string, rate: string | null, source: string | null, at: string | null, ageSeconds: number | null, fixed: boolean, manual: boolean, manualRate: string | null, manualReason: string | null, manualSetAt: string | null, marketRate: string | null, marketSource: string | null, marketFetchedAt: string | null, failingSince: string | null, lastError: string | null };

export type AssetRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type AssetRatesQuery = { assetRates: Array<{ asset: string, rate: string | null, source: string | null, at: string | null, ageSeconds: number | null, fixed: boolean, manual: boolean, manualRate: string | null, manualReason: string | null, manualSetAt: string | null, marketRate: string | null, marketSource: string | null, marketFetchedAt: string | null, failingSince: string | null, lastError: string | null }> };

export type SetManualRateMutationVariables = Exact<{
  input: SetManualRateInput;
}>;


export type SetManualRateMutation = { setManualRate: { asset: string, rate: string | null, source: string | null, at: string | null, ageSeconds: number | null, fixed: boolean, manual: boolean, manualRate: string | null, manualReason: string | null, manualSetAt: string | null, marketRate: string | null, marketSource: string | null, marketFetchedAt: string | null, failingSince: string | null, lastError: string | null } };

export type ClearManualRateMutationVariables = Exact<{
  input: ClearManualRateInput;
}>;


export type ClearManualRateMutation = { clearManualRate: { asset: string, rate: string | null, source: string | null, at: string | null, ageSeconds: number | null, fixed: boolean, manual: boolean, manualRate: string | null, manualReason: string | null, manualSetAt: string | null, marketRate: string | null, marketSource: string | null, marketFetchedAt: string | null, failingSince: string | null, lastError: string | null } };

export type AdminReserveAddressFieldsFragment = { id: string, asset: string, network: string, address: string, message: string, signature: string, verifiedAt: string, declaredBy: string | null, balance: string | null, balanceAt: string | null, active: boolean, removedAt: string | null };

export type AdminReserveAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminReserveAddressesQuery = { reserveAddresses: Array<{ id: string, asset: string, network: string, address: string, message: string, signature: string, verifiedAt: string, declaredBy: string | null, balance: string | null, balanceAt: string | null, active: boolean, removedAt: string | null }> };

export type ReserveSigningMessageQueryVariables = Exact<{
  network: string;
  address: string;
}>;


export type ReserveSigningMessageQuery = { reserveSigningMessage: string };

export type DeclareReserveAddressMutationVariables = Exact<{
  input: DeclareReserveAddressInput;
}>;


export type DeclareReserveAddressMutation = { declareReserveAddress: { id: string, asset: string, network: string, address: string, message: string, signature: string, verifiedAt: string, declaredBy: string | null, balance: string | null, balanceAt: string | null, active: boolean, removedAt: string | null } };

export type RemoveReserveAddressMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveReserveAddressMutation = { removeReserveAddress: { id: string, asset: string, network: string, address: string, message: string, signature: string, verifiedAt: string, declaredBy: string | null, balance: string | null, balanceAt: string | null, active: boolean, removedAt: string | null } };

export type AdminUserFieldsFragment = { id: string, email: string, username: string, fullname: string, regId: string, createdAt: string, kycStatus: KycStatus, isAdmin: boolean, role: UserRole, twoFactorEnabled: boolean, frozen: boolean, frozenAt: string | null, frozenReason: string | null };

export type AdminUsersQueryVariables = Exact<{
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminUsersQuery = { adminUsers: { nodes: Array<{ id: string, email: string, username: string, fullname: string, regId: string, createdAt: string, kycStatus: KycStatus, isAdmin: boolean, role: UserRole, twoFactorEnabled: boolean, frozen: boolean, frozenAt: string | null, frozenReason: string | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AdminUserDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminUserDetailQuery = { adminUser: { transactionCount: number, referralsCount: number, user: { id: string, email: string, username: string, fullname: string, regId: string, createdAt: string, kycStatus: KycStatus, isAdmin: boolean, role: UserRole, twoFactorEnabled: boolean, frozen: boolean, frozenAt: string | null, frozenReason: string | null }, balances: { main: string, profit: string, withdrawable: string }, transactions: Array<{ id: string, kind: TransactionKind, title: string, amount: string, status: TransactionStatus, date: string }>, investments: { currentlyInvested: string, approxProfit: string, investments: Array<{ id: string, title: string, amount: string, status: string, startedAt: string, endsAt: string }> }, sessions: Array<{ id: string, device: string | null, ip: string | null, lastSeenAt: string }>, activity: Array<{ id: string, kind: ActivityKind, at: string, ip: string | null, device: string | null }> } };

export type AdminFreezeUserMutationVariables = Exact<{
  userId: string | number;
  reason: string;
}>;


export type AdminFreezeUserMutation = { freezeUser: { id: string, email: string, username: string, fullname: string, regId: string, createdAt: string, kycStatus: KycStatus, isAdmin: boolean, role: UserRole, twoFactorEnabled: boolean, frozen: boolean, frozenAt: string | null, frozenReason: string | null } };

export type AdminUnfreezeUserMutationVariables = Exact<{
  userId: string | number;
}>;


export type AdminUnfreezeUserMutation = { unfreezeUser: { id: string, email: string, username: string, fullname: string, regId: string, createdAt: string, kycStatus: KycStatus, isAdmin: boolean, role: UserRole, twoFactorEnabled: boolean, frozen: boolean, frozenAt: string | null, frozenReason: string | null } };

export type AdminResetTwoFactorMutationVariables = Exact<{
  userId: string | number;
  reason: string;
}>;


export type AdminResetTwoFactorMutation = { resetTwoFactor: { id: string, email: string, username: string, fullname: string, regId: string, createdAt: string, kycStatus: KycStatus, isAdmin: boolean, role: UserRole, twoFactorEnabled: boolean, frozen: boolean, frozenAt: string | null, frozenReason: string | null } };

export type AdminSetUserRoleMutationVariables = Exact<{
  userId: string | number;
  role: UserRole;
  reason: string;
}>;


export type AdminSetUserRoleMutation = { setUserRole: { id: string, email: string, username: string, fullname: string, regId: string, createdAt: string, kycStatus: KycStatus, isAdmin: boolean, role: UserRole, twoFactorEnabled: boolean, frozen: boolean, frozenAt: string | null, frozenReason: string | null } };

export type RoleGrantFieldsFragment = { id: string, userId: string, userEmail: string | null, role: UserRole, fromRole: UserRole, reason: string, status: RoleGrantStatus, requestedBy: string, requestedByEmail: string | null, requestedAt: string, expiresAt: string, decidedBy: string | null, decidedByEmail: string | null, decidedAt: string | null, rejectionReason: string | null };

export type RoleGrantRequestsQueryVariables = Exact<{
  userId?: string | number | null | undefined;
  status?: RoleGrantStatus | null | undefined;
  first?: number | null | undefined;
}>;


export type RoleGrantRequestsQuery = { roleGrantRequests: { nodes: Array<{ id: string, userId: string, userEmail: string | null, role: UserRole, fromRole: UserRole, reason: string, status: RoleGrantStatus, requestedBy: string, requestedByEmail: string | null, requestedAt: string, expiresAt: string, decidedBy: string | null, decidedByEmail: string | null, decidedAt: string | null, rejectionReason: string | null }> } };

export type RequestRoleGrantMutationVariables = Exact<{
  userId: string | number;
  role: UserRole;
  reason: string;
}>;


export type RequestRoleGrantMutation = { requestRoleGrant: { id: string, userId: string, userEmail: string | null, role: UserRole, fromRole: UserRole, reason: string, status: RoleGrantStatus, requestedBy: string, requestedByEmail: string | null, requestedAt: string, expiresAt: string, decidedBy: string | null, decidedByEmail: string | null, decidedAt: string | null, rejectionReason: string | null } };

export type ApproveRoleGrantMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveRoleGrantMutation = { approveRoleGrant: { id: string, userId: string, userEmail: string | null, role: UserRole, fromRole: UserRole, reason: string, status: RoleGrantStatus, requestedBy: string, requestedByEmail: string | null, requestedAt: string, expiresAt: string, decidedBy: string | null, decidedByEmail: string | null, decidedAt: string | null, rejectionReason: string | null } };

export type RejectRoleGrantMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type RejectRoleGrantMutation = { rejectRoleGrant: { id: string, userId: string, userEmail: string | null, role: UserRole, fromRole: UserRole, reason: string, status: RoleGrantStatus, requestedBy: string, requestedByEmail: string | null, requestedAt: string, expiresAt: string, decidedBy: string | null, decidedByEmail: string | null, decidedAt: string | null, rejectionReason: string | null } };

export type AdminDepositWalletFieldsFragment = { id: string, walletName: string, network: string, chain: string | null, asset: string, networkName: string, addressKind: DepositAddressKind, walletAddress: string | null, extendedPublicKey: string | null, nextIndex: number, active: boolean };

export type AdminDepositWalletsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDepositWalletsQuery = { adminDepositWallets: Array<{ id: string, walletName: string, network: string, chain: string | null, asset: string, networkName: string, addressKind: DepositAddressKind, walletAddress: string | null, extendedPublicKey: string | null, nextIndex: number, active: boolean }> };

export type SaveDepositWalletMutationVariables = Exact<{
  input: SaveDepositWalletInput;
}>;


export type SaveDepositWalletMutation = { saveDepositWallet: { id: string, walletName: string, network: string, chain: string | null, asset: string, networkName: string, addressKind: DepositAddressKind, walletAddress: string | null, extendedPublicKey: string | null, nextIndex: number, active: boolean } };

export type WebhookEndpointFieldsFragment = { id: string, url: string, events: Array<string>, enabled: boolean, disabledReason: string | null, createdAt: string, secretRotatedAt: string | null };

export type WebhookDeliveryFieldsFragment = { id: string, messageId: string, eventType: string, payload: string, status: string, attemptCount: number, lastStatusCode: number | null, nextAttemptAt: string | null, createdAt: string, completedAt: string | null, attempts: Array<{ id: string, at: string, statusCode: number | null, durationMs: number, error: string | null, succeeded: boolean, responseBody: string | null }> };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { webhookEventTypes: Array<string>, webhookEndpoints: Array<{ id: string, url: string, events: Array<string>, enabled: boolean, disabledReason: string | null, createdAt: string, secretRotatedAt: string | null }> };

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: { nodes: Array<{ id: string, messageId: string, eventType: string, payload: string, status: string, attemptCount: number, lastStatusCode: number | null, nextAttemptAt: string | null, createdAt: string, completedAt: string | null, attempts: Array<{ id: string, at: string, statusCode: number | null, durationMs: number, error: string | null, succeeded: boolean, responseBody: string | null }> }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CreateWebhookEndpointMutationVariables = Exact<{
  url: string;
  events: Array<string> | string;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint: { secret: string | null, id: string, url: string, events: Array<string>, enabled: boolean, disabledReason: string | null, createdAt: string, secretRotatedAt: string | null } };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type RotateWebhookSecretMutation = { rotateWebhookSecret: { secret: string | null, id: string, url: string, events: Array<string>, enabled: boolean, disabledReason: string | null, createdAt: string, secretRotatedAt: string | null } };

export type DisableWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type DisableWebhookEndpointMutation = { disableWebhookEndpoint: { id: string, url: string, events: Array<string>, enabled: boolean, disabledReason: string | null, createdAt: string, secretRotatedAt: string | null } };

export type EnableWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type EnableWebhookEndpointMutation = { enableWebhookEndpoint: { id: string, url: string, events: Array<string>, enabled: boolean, disabledReason: string | null, createdAt: string, secretRotatedAt: string | null } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: { id: string } };

export type RedeliverWebhookMutationVariables = Exact<{
  deliveryId: string | number;
}>;


export type RedeliverWebhookMutation = { redeliverWebhook: { id: string, messageId: string, eventType: string, payload: string, status: string, attemptCount: number, lastStatusCode: number | null, nextAttemptAt: string | null, createdAt: string, completedAt: string | null, attempts: Array<{ id: string, at: string, statusCode: number | null, durationMs: number, error: string | null, succeeded: boolean, responseBody: string | null }> } };

export type SendWebhookTestEventMutationVariables = Exact<{
  id: string | number;
}>;


export type SendWebhookTestEventMutation = { sendWebhookTestEvent: { id: string, messageId: string, eventType: string, payload: string, status: string, attemptCount: number, lastStatusCode: number | null, nextAttemptAt: string | null, createdAt: string, completedAt: string | null, attempts: Array<{ id: string, at: string, statusCode: number | null, durationMs: number, error: string | null, succeeded: boolean, responseBody: string | null }> } };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { apiTokens: Array<{ id: string, name: string, scopes: Array<ApiScope>, hint: string, createdAt: string, lastUsedAt: string | null, expiresAt: string | null }>, me: { id: string, role: UserRole } | null };

export type CreateApiTokenMutationVariables = Exact<{
  name: string;
  scopes: Array<ApiScope> | ApiScope;
  expiresAt?: string | null | undefined;
}>;


export type CreateApiTokenMutation = { createApiToken: { id: string, token: string } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: { id: string } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { id: string, email: string, username: string, fullname: string, balance: string, interest: string, withdrawable: string, invested: string, onHold: string, owned: string, regId: string, referralId: string, date: string, admin: number, role: UserRole, avatar: string | null, phone: string | null, telegram: string | null, gender: Gender | null, dateOfBirth: string | null, country: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, zipcode: string | null, nationality: string | null, totalDeposit: string, totalWithdrawal: string, profits7d: string, kycStatus: KycStatus, kycRejectionReason: string | null, twoFactorEnabled: boolean, locale: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type CurrentUserFragment = { id: string, email: string, username: string, fullname: string, balance: string, interest: string, withdrawable: string, invested: string, onHold: string, owned: string, regId: string, referralId: string, date: string, admin: number, role: UserRole, avatar: string | null, phone: string | null, telegram: string | null, gender: Gender | null, dateOfBirth: string | null, country: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, zipcode: string | null, nationality: string | null, totalDeposit: string, totalWithdrawal: string, profits7d: string, kycStatus: KycStatus, kycRejectionReason: string | null, twoFactorEnabled: boolean, locale: string };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, username: string, fullname: string, balance: string, interest: string, withdrawable: string, invested: string, onHold: string, owned: string, regId: string, referralId: string, date: string, admin: number, role: UserRole, avatar: string | null, phone: string | null, telegram: string | null, gender: Gender | null, dateOfBirth: string | null, country: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, zipcode: string | null, nationality: string | null, totalDeposit: string, totalWithdrawal: string, profits7d: string, kycStatus: KycStatus, kycRejectionReason: string | null, twoFactorEnabled: boolean, locale: string } | null };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { message: string } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { message: string } };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: { message: string, revokedApiTokens: number } };

export type VerifyTwoFactorLoginMutationVariables = Exact<{
  code: string;
}>;


export type VerifyTwoFactorLoginMutation = { verifyTwoFactorLogin: { id: string, email: string, username: string, fullname: string, balance: string, interest: string, withdrawable: string, invested: string, onHold: string, owned: string, regId: string, referralId: string, date: string, admin: number, role: UserRole, avatar: string | null, phone: string | null, telegram: string | null, gender: Gender | null, dateOfBirth: string | null, country: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, zipcode: string | null, nationality: string | null, totalDeposit: string, totalWithdrawal: string, profits7d: string, kycStatus: KycStatus, kycRejectionReason: string | null, twoFactorEnabled: boolean, locale: string } };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { dashboard: { totalDeposit: string, totalDepositThisMonth: string, totalWithdrawal: string, totalWithdrawalThisMonth: string, totalProfit: string, totalProfitThisMonth: string, profit7d: string, currentlyInvested: string, approxProfit: string, netGrowth: string, roi: string, activeSince: number | null, monthly: Array<{ month: string, balance: string, deposits: string, withdrawals: string, profits: string }> } };

export type CancelDepositMutationVariables = Exact<{
  referenceId: string;
}>;


export type CancelDepositMutation = { cancelDeposit: boolean };

export type DepositDraftFieldsFragment = { referenceId: string, wallet: string, walletName: string | null, walletAddress: string | null, addressKind: DepositAddressKind | null, addressQrSvg: string | null, network: string | null, amount: string | null, txnId: string | null, status: string, payment: { payAmount: string, payAsset: string, network: string, address: string, rate: string, rateSource: string, quotedAt: string, expiresAt: string, paymentUri: string, qrSvg: string, watched: boolean, state: DepositPaymentState, confirmations: number, requiredConfirmations: number, receivedAmount: string, missingAmount: string | null, creditedAmount: string | null } | null };

export type DepositPaymentFieldsFragment = { payAmount: string, payAsset: string, network: string, address: string, rate: string, rateSource: string, quotedAt: string, expiresAt: string, paymentUri: string, qrSvg: string, watched: boolean, state: DepositPaymentState, confirmations: number, requiredConfirmations: number, receivedAmount: string, missingAmount: string | null, creditedAmount: string | null };

export type DepositDraftQueryVariables = Exact<{
  referenceId: string;
}>;


export type DepositDraftQuery = { depositDraft: { referenceId: string, wallet: string, walletName: string | null, walletAddress: string | null, addressKind: DepositAddressKind | null, addressQrSvg: string | null, network: string | null, amount: string | null, txnId: string | null, status: string, payment: { payAmount: string, payAsset: string, network: string, address: string, rate: string, rateSource: string, quotedAt: string, expiresAt: string, paymentUri: string, qrSvg: string, watched: boolean, state: DepositPaymentState, confirmations: number, requiredConfirmations: number, receivedAmount: string, missingAmount: string | null, creditedAmount: string | null } | null } };

export type DepositEligibilityQueryVariables = Exact<{
  referenceId: string;
}>;


export type DepositEligibilityQuery = { depositEligibility: { eligible: boolean, redirect: boolean, message: string | null, deposit: { referenceId: string, wallet: string, walletName: string | null, walletAddress: string | null, addressKind: DepositAddressKind | null, addressQrSvg: string | null, network: string | null, amount: string | null, txnId: string | null, status: string, payment: { payAmount: string, payAsset: string, network: string, address: string, rate: string, rateSource: string, quotedAt: string, expiresAt: string, paymentUri: string, qrSvg: string, watched: boolean, state: DepositPaymentState, confirmations: number, requiredConfirmations: number, receivedAmount: string, missingAmount: string | null, creditedAmount: string | null } | null } | null } };

export type DepositSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type DepositSettingsQuery = { depositSettings: { minimumDeposit: string } };

export type DepositWalletsQueryVariables = Exact<{ [key: string]: never; }>;


export type DepositWalletsQuery = { depositWallets: Array<{ id: string, walletName: string, walletAddress: string | null, network: string, asset: string, networkName: string, addressKind: DepositAddressKind }> };

export type StartDepositMutationVariables = Exact<{
  wallet: string;
}>;


export type StartDepositMutation = { startDeposit: { referenceId: string, wallet: string, walletName: string | null, walletAddress: string | null, addressKind: DepositAddressKind | null, addressQrSvg: string | null, network: string | null, amount: string | null, txnId: string | null, status: string, payment: { payAmount: string, payAsset: string, network: string, address: string, rate: string, rateSource: string, quotedAt: string, expiresAt: string, paymentUri: string, qrSvg: string, watched: boolean, state: DepositPaymentState, confirmations: number, requiredConfirmations: number, receivedAmount: string, missingAmount: string | null, creditedAmount: string | null } | null } };

export type SubmitDepositMutationVariables = Exact<{
  input: SubmitDepositInput;
  screenshot: File;
  idempotencyKey?: string | null | undefined;
}>;


export type SubmitDepositMutation = { submitDeposit: { id: string, kind: TransactionKind, title: string, amount: string, status: TransactionStatus, date: string, referenceId: string | null } };

export type TrackDepositMutationVariables = Exact<{
  input: TrackDepositInput;
}>;


export type TrackDepositMutation = { trackDeposit: { referenceId: string, wallet: string, walletName: string | null, walletAddress: string | null, addressKind: DepositAddressKind | null, addressQrSvg: string | null, network: string | null, amount: string | null, txnId: string | null, status: string, payment: { payAmount: string, payAsset: string, network: string, address: string, rate: string, rateSource: string, quotedAt: string, expiresAt: string, paymentUri: string, qrSvg: string, watched: boolean, state: DepositPaymentState, confirmations: number, requiredConfirmations: number, receivedAmount: string, missingAmount: string | null, creditedAmount: string | null } | null } };

export type FinalizeInvestmentMutationVariables = Exact<{
  idempotencyKey?: string | null | undefined;
}>;


export type FinalizeInvestmentMutation = { finalizeInvestment: { id: string, kind: TransactionKind, title: string, amount: string, status: TransactionStatus, date: string } };

export type MyInvestmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyInvestmentsQuery = { myInvestments: { currentlyInvested: string, approxProfit: string, investments: Array<{ id: string, title: string, amount: string, dailyInterest: string, termDays: number, dailyProfit: string, totalProfit: string, accrued: string, daysAccrued: number, status: string, startedAt: string, endsAt: string }> } };

export type PlanSelectionDetailsFragment = { amount: string | null, profit: string | null, plan: { id: string, uniqId: string, title: string, dailyInterest: string, termDays: number, termWeeks: number, min: string, max: string } };

export type PlanSelectionQueryVariables = Exact<{ [key: string]: never; }>;


export type PlanSelectionQuery = { planSelection: { amount: string | null, profit: string | null, plan: { id: string, uniqId: string, title: string, dailyInterest: string, termDays: number, termWeeks: number, min: string, max: string } } };

export type UpdatePlanSelectionMutationVariables = Exact<{
  uniqId: string;
  amount: string;
}>;


export type UpdatePlanSelectionMutation = { updatePlanSelection: { amount: string | null, profit: string | null, plan: { id: string, uniqId: string, title: string, dailyInterest: string, termDays: number, termWeeks: number, min: string, max: string } } };

export type PlanCardFragment = { id: string, uniqId: string, title: string, dailyInterest: string, termDays: number, termWeeks: number, min: string, max: string, totalReturn: string, capitalReturn: string };

export type PlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PlansQuery = { plans: Array<{ id: string, uniqId: string, title: string, dailyInterest: string, termDays: number, termWeeks: number, min: string, max: string, totalReturn: string, capitalReturn: string }> };

export type SelectPlanMutationVariables = Exact<{
  uniqId: string;
}>;


export type SelectPlanMutation = { selectPlan: { amount: string | null, profit: string | null, plan: { id: string, uniqId: string } } };

export type RequestEmailChangeMutationVariables = Exact<{
  newEmail: string;
}>;


export type RequestEmailChangeMutation = { requestEmailChange: boolean };

export type ConfirmEmailChangeMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: { id: string, email: string, username: string, fullname: string, balance: string, interest: string, withdrawable: string, invested: string, onHold: string, owned: string, regId: string, referralId: string, date: string, admin: number, role: UserRole, avatar: string | null, phone: string | null, telegram: string | null, gender: Gender | null, dateOfBirth: string | null, country: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, zipcode: string | null, nationality: string | null, totalDeposit: string, totalWithdrawal: string, profits7d: string, kycStatus: KycStatus, kycRejectionReason: string | null, twoFactorEnabled: boolean, locale: string } };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
  twoFactorCode?: string | null | undefined;
}>;


export type ChangePasswordMutation = { changePassword: { signedOutSessions: number, revokedApiTokens: number } };

export type DeleteAvatarMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteAvatarMutation = { deleteAvatar: { id: string, email: string, username: string, fullname: string, balance: string, interest: string, withdrawable: string, invested: string, onHold: string, owned: string, regId: string, referralId: string, date: string, admin: number, role: UserRole, avatar: string | null, phone: string | null, telegram: string | null, gender: Gender | null, dateOfBirth: string | null, country: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, zipcode: string | null, nationality: string | null, totalDeposit: string, totalWithdrawal: string, profits7d: string, kycStatus: KycStatus, kycRejectionReason: string | null, twoFactorEnabled: boolean, locale: string } };

export type SetLocaleMutationVariables = Exact<{
  locale: string;
}>;


export type SetLocaleMutation = { setLocale: { id: string, email: string, username: string, fullname: string, balance: string, interest: string, withdrawable: string, invested: string, onHold: string, owned: string, regId: string, referralId: string, date: string, admin: number, role: UserRole, avatar: string | null, phone: string | null, telegram: string | null, gender: Gender | null, dateOfBirth: string | null, country: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, zipcode: string | null, nationality: string | null, totalDeposit: string, totalWithdrawal: string, profits7d: string, kycStatus: KycStatus, kycRejectionReason: string | null, twoFactorEnabled: boolean, locale: string } };

export type SubmitKycMutationVariables = Exact<{
  documentType: KycDocumentType;
  documentFront: File;
  documentBack?: File | null | undefined;
  selfie: File;
}>;


export type SubmitKycMutation = { submitKyc: { id: string, email: string, username: string, fullname: string, balance: string, interest: string, withdrawable: string, invested: string, onHold: string, owned: string, regId: string, referralId: string, date: string, admin: number, role: UserRole, avatar: string | null, phone: string | null, telegram: string | null, gender: Gender | null, dateOfBirth: string | null, country: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, zipcode: string | null, nationality: string | null, totalDeposit: string, totalWithdrawal: string, profits7d: string, kycStatus: KycStatus, kycRejectionReason: string | null, twoFactorEnabled: boolean, locale: string } };

export type BeginTwoFactorSetupMutationVariables = Exact<{ [key: string]: never; }>;


export type BeginTwoFactorSetupMutation = { beginTwoFactorSetup: { secret: string, otpauthUri: string, qrSvg: string } };

export type EnableTwoFactorMutationVariables = Exact<{
  code: string;
}>;


export type EnableTwoFactorMutation = { enableTwoFactor: Array<string> };

export type DisableTwoFactorMutationVariables = Exact<{ [key: string]: never; }>;


export type DisableTwoFactorMutation = { disableTwoFactor: boolean };

export type UpdateAddressMutationVariables = Exact<{
  input: UpdateAddressInput;
}>;


export type UpdateAddressMutation = { updateAddress: { id: string, email: string, username: string, fullname: string, balance: string, interest: string, withdrawable: string, invested: string, onHold: string, owned: string, regId: string, referralId: string, date: string, admin: number, role: UserRole, avatar: string | null, phone: string | null, telegram: string | null, gender: Gender | null, dateOfBirth: string | null, country: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, zipcode: string | null, nationality: string | null, totalDeposit: string, totalWithdrawal: string, profits7d: string, kycStatus: KycStatus, kycRejectionReason: string | null, twoFactorEnabled: boolean, locale: string } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, email: string, username: string, fullname: string, balance: string, interest: string, withdrawable: string, invested: string, onHold: string, owned: string, regId: string, referralId: string, date: string, admin: number, role: UserRole, avatar: string | null, phone: string | null, telegram: string | null, gender: Gender | null, dateOfBirth: string | null, country: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, zipcode: string | null, nationality: string | null, totalDeposit: string, totalWithdrawal: string, profits7d: string, kycStatus: KycStatus, kycRejectionReason: string | null, twoFactorEnabled: boolean, locale: string } };

export type UploadAvatarMutationVariables = Exact<{
  avatar: File;
}>;


export type UploadAvatarMutation = { uploadAvatar: { id: string, email: string, username: string, fullname: string, balance: string, interest: string, withdrawable: string, invested: string, onHold: string, owned: string, regId: string, referralId: string, date: string, admin: number, role: UserRole, avatar: string | null, phone: string | null, telegram: string | null, gender: Gender | null, dateOfBirth: string | null, country: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, zipcode: string | null, nationality: string | null, totalDeposit: string, totalWithdrawal: string, profits7d: string, kycStatus: KycStatus, kycRejectionReason: string | null, twoFactorEnabled: boolean, locale: string } };

export type TransactionFieldsFragment = { id: string, kind: TransactionKind, title: string, amount: string, status: TransactionStatus, date: string, walletName: string | null, walletAddress: string | null, network: string | null, txnId: string | null, referenceId: string | null, reason: string | null, payoutTxHash: string | null, payment: { watched: boolean, state: DepositPaymentState, payAmount: string, payAsset: string, confirmations: number, requiredConfirmations: number } | null };

export type TransactionsQueryVariables = Exact<{
  filter: TransactionFilter;
  search?: string | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type TransactionsQuery = { transactions: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, kind: TransactionKind, title: string, amount: string, status: TransactionStatus, date: string, walletName: string | null, walletAddress: string | null, network: string | null, txnId: string | null, referenceId: string | null, reason: string | null, payoutTxHash: string | null, payment: { watched: boolean, state: DepositPaymentState, payAmount: string, payAsset: string, confirmations: number, requiredConfirmations: number } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type RequestWithdrawalMutationVariables = Exact<{
  input: RequestWithdrawalInput;
  idempotencyKey?: string | null | undefined;
}>;


export type RequestWithdrawalMutation = { requestWithdrawal: { id: string, kind: TransactionKind, title: string, amount: string, status: TransactionStatus, date: string } };

export type WithdrawalOptionsQueryVariables = Exact<{
  lang?: string | null | undefined;
}>;


export type WithdrawalOptionsQuery = { withdrawalOptions: { minimum: string, fee: string, payoutSchedule: string | null, options: Array<{ coinName: string, network: string, networkName: string }> } };

export const AuditEntryFieldsFragmentDoc = gql`
    fragment AuditEntryFields on AuditEntry {
  id
  at
  actor {
    id
    email
  }
  actorRole
  action
  transactionId
  amount
  details
  ip
  subjectUserId
  requestId
  actorName
  actorEmail
  targetName
  targetEmail
  requestId
}
    `;
export const ContactMessageFieldsFragmentDoc = gql`
    fragment ContactMessageFields on ContactMessage {
  id
  createdAt
  fullname
  email
  subject
  message
  userId
  ip
  handled
  handledAt
  handledById
  handledByEmail
}
    `;
export const PreviewedSiteContentFragmentDoc = gql`
    fragment PreviewedSiteContent on SiteContent {
  locale
  company {
    name
    legalName
    registrationNumber
    incorporatedOn
    jurisdiction
    address
    email
    phone
    map {
      lat
      lon
    }
  }
  openingHours {
    days
    hours
  }
  counters {
    key
    label
    value
    format
    live
  }
  investorCount {
    value
    live
  }
  testimonials {
    name
    role
    quote
  }
  faq {
    question
    answer
  }
  riskWarning
  terms
  referralBonusPercent
}
    `;
export const BalanceCorrectionFieldsFragmentDoc = gql`
    fragment BalanceCorrectionFields on BalanceCorrection {
  id
  userId
  account
  amount
  reason
  status
  requestedBy
  requestedByEmail
  requestedAt
  decidedBy
  decidedByEmail
  decidedAt
  rejectionReason
}
    `;
export const KycRequestFieldsFragmentDoc = gql`
    fragment KycRequestFields on KycRequest {
  id
  documentType
  status
  submittedAt
  reviewedAt
  rejectionReason
  documentFrontUrl
  documentBackUrl
  selfieUrl
  user {
    id
    email
  }
}
    `;
export const OutboxRowFieldsFragmentDoc = gql`
    fragment OutboxRowFields on OutboxMessage {
  id
  to
  subject
  status
  attempts
  event
  createdAt
  sentAt
}
    `;
export const AccountKindBalanceFieldsFragmentDoc = gql`
    fragment AccountKindBalanceFields on AccountKindBalance {
  kind
  balance
  accounts
}
    `;
export const PeriodTotalFieldsFragmentDoc = gql`
    fragment PeriodTotalFields on PeriodTotal {
  amount
  count
}
    `;
export const AdminTransactionFieldsFragmentDoc = gql`
    fragment AdminTransactionFields on AdminTransaction {
  id
  kind
  title
  amount
  status
  date
  walletName
  walletAddress
  network
  txnId
  referenceId
  reason
  payoutTxHash
  screenshotUrl
  approvals
  approvalsRequired
  firstApproverId
  payment {
    payAmount
    payAsset
    network
    address
    watched
    state
    confirmations
    requiredConfirmations
    receivedAmount
    transfers {
      txHash
      amount
      confirmations
      removed
    }
  }
  user {
    id
    email
    username
    fullname
    regId
  }
}
    `;
export const AdminPlanFieldsFragmentDoc = gql`
    fragment AdminPlanFields on Plan {
  id
  uniqId
  title
  dailyInterest
  termDays
  termWeeks
  min
  max
  totalReturn
  capitalReturn
  active
}
    `;
export const AssetRateFieldsFragmentDoc = gql`
    fragment AssetRateFields on AssetRate {
  asset
  rate
  source
  at
  ageSeconds
  fixed
  manual
  manualRate
  manualReason
  manualSetAt
  marketRate
  marketSource
  marketFetchedAt
  failingSince
  lastError
}
    `;
export const AdminReserveAddressFieldsFragmentDoc = gql`
    fragment AdminReserveAddressFields on ReserveAddressModel {
  id
  asset
  network
  address
  message
  signature
  verifiedAt
  declaredBy
  balance
  balanceAt
  active
  removedAt
}
    `;
export const AdminUserFieldsFragmentDoc = gql`
    fragment AdminUserFields on AdminUser {
  id
  email
  username
  fullname
  regId
  createdAt
  kycStatus
  isAdmin
  role
  twoFactorEnabled
  frozen
  frozenAt
  frozenReason
}
    `;
export const RoleGrantFieldsFragmentDoc = gql`
    fragment RoleGrantFields on RoleGrantRequest {
  id
  userId
  userEmail
  role
  fromRole
  reason
  status
  requestedBy
  requestedByEmail
  requestedAt
  expiresAt
  decidedBy
  decidedByEmail
  decidedAt
  rejectionReason
}
    `;
export const AdminDepositWalletFieldsFragmentDoc = gql`
    fragment AdminDepositWalletFields on AdminDepositWallet {
  id
  walletName
  network
  chain
  asset
  networkName
  addressKind
  walletAddress
  extendedPublicKey
  nextIndex
  active
}
    `;
export const WebhookEndpointFieldsFragmentDoc = gql`
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  events
  enabled
  disabledReason
  createdAt
  secretRotatedAt
}
    `;
export const WebhookDeliveryFieldsFragmentDoc = gql`
    fragment WebhookDeliveryFields on WebhookDelivery {
  id
  messageId
  eventType
  payload
  status
  attemptCount
  lastStatusCode
  nextAttemptAt
  createdAt
  completedAt
  attempts {
    id
    at
    statusCode
    durationMs
    error
    succeeded
    responseBody
  }
}
    `;
export const CurrentUserFragmentDoc = gql`
    fragment CurrentUser on User {
  id
  email
  username
  fullname
  balance
  interest
  withdrawable
  invested
  onHold
  owned
  regId
  referralId
  date
  admin
  role
  avatar
  phone
  telegram
  gender
  dateOfBirth
  country
  address1
  address2
  city
  state
  zipcode
  nationality
  totalDeposit
  totalWithdrawal
  profits7d
  kycStatus
  kycRejectionReason
  twoFactorEnabled
  locale
}
    `;
export const DepositPaymentFieldsFragmentDoc = gql`
    fragment DepositPaymentFields on DepositPayment {
  payAmount
  payAsset
  network
  address
  rate
  rateSource
  quotedAt
  expiresAt
  paymentUri
  qrSvg
  watched
  state
  confirmations
  requiredConfirmations
  receivedAmount
  missingAmount
  creditedAmount
}
    `;
export const DepositDraftFieldsFragmentDoc = gql`
    fragment DepositDraftFields on DepositDraft {
  referenceId
  wallet
  walletName
  walletAddress
  addressKind
  addressQrSvg
  network
  amount
  txnId
  status
  payment {
    ...DepositPaymentFields
  }
}
    ${DepositPaymentFieldsFragmentDoc}`;
export const PlanSelectionDetailsFragmentDoc = gql`
    fragment PlanSelectionDetails on PlanSelection {
  amount
  profit
  plan {
    id
    uniqId
    title
    dailyInterest
    termDays
    termWeeks
    min
    max
  }
}
    `;
export const PlanCardFragmentDoc = gql`
    fragment PlanCard on Plan {
  id
  uniqId
  title
  dailyInterest
  termDays
  termWeeks
  min
  max
  totalReturn
  capitalReturn
}
    `;
export const TransactionFieldsFragmentDoc = gql`
    fragment TransactionFields on Transaction {
  id
  kind
  title
  amount
  status
  date
  walletName
  walletAddress
  network
  txnId
  referenceId
  reason
  payoutTxHash
  payment {
    watched
    state
    payAmount
    payAsset
    confirmations
    requiredConfirmations
  }
}
    `;
export const ConfirmIdentityDocument = gql`
    mutation ConfirmIdentity($password: String!, $twoFactorCode: String) {
  confirmIdentity(password: $password, twoFactorCode: $twoFactorCode)
}
    `;
export type ConfirmIdentityMutationFn = Apollo.MutationFunction<ConfirmIdentityMutation, ConfirmIdentityMutationVariables>;

/**
 * __useConfirmIdentityMutation__
 *
 * To run a mutation, you first call `useConfirmIdentityMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useConfirmIdentityMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [confirmIdentityMutation, { data, loading, error }] = useConfirmIdentityMutation({
 *   variables: {
 *      password: // value for 'password'
 *      twoFactorCode: // value for 'twoFactorCode'
 *   },
 * });
 */
export function useConfirmIdentityMutation(baseOptions?: Apollo.MutationHookOptions<ConfirmIdentityMutation, ConfirmIdentityMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ConfirmIdentityMutation, ConfirmIdentityMutationVariables>(ConfirmIdentityDocument, options);
      }
export type ConfirmIdentityMutationHookResult = ReturnType<typeof useConfirmIdentityMutation>;
export type ConfirmIdentityMutationResult = Apollo.MutationResult<ConfirmIdentityMutation>;
export type ConfirmIdentityMutationOptions = Apollo.BaseMutationOptions<ConfirmIdentityMutation, ConfirmIdentityMutationVariables>;
export const AccountUpdatedDocument = gql`
    subscription AccountUpdated {
  accountUpdated {
    reason
    user {
      ...CurrentUser
    }
  }
}
    ${CurrentUserFragmentDoc}`;

/**
 * __useAccountUpdatedSubscription__
 *
 * To run a query within a React component, call `useAccountUpdatedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useAccountUpdatedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountUpdatedSubscription({
 *   variables: {
 *   },
 * });
 */
export function useAccountUpdatedSubscription(baseOptions?: Apollo.SubscriptionHookOptions<AccountUpdatedSubscription, AccountUpdatedSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useSubscription<AccountUpdatedSubscription, AccountUpdatedSubscriptionVariables>(AccountUpdatedDocument, options);
      }
export type AccountUpdatedSubscriptionHookResult = ReturnType<typeof useAccountUpdatedSubscription>;
export type AccountUpdatedSubscriptionResult = Apollo.SubscriptionResult<AccountUpdatedSubscription>;
export const MyActivityDocument = gql`
    query MyActivity($first: Int, $after: String) {
  myActivity(first: $first, after: $after) {
    id
    kind
    at
    ip
    device
  }
}
    `;

/**
 * __useMyActivityQuery__
 *
 * To run a query within a React component, call `useMyActivityQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyActivityQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyActivityQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useMyActivityQuery(baseOptions?: Apollo.QueryHookOptions<MyActivityQuery, MyActivityQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MyActivityQuery, MyActivityQueryVariables>(MyActivityDocument, options);
      }
export function useMyActivityLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MyActivityQuery, MyActivityQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MyActivityQuery, MyActivityQueryVariables>(MyActivityDocument, options);
        }
// @ts-ignore
export function useMyActivitySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MyActivityQuery, MyActivityQueryVariables>): Apollo.UseSuspenseQueryResult<MyActivityQuery, MyActivityQueryVariables>;
export function useMyActivitySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyActivityQuery, MyActivityQueryVariables>): Apollo.UseSuspenseQueryResult<MyActivityQuery | undefined, MyActivityQueryVariables>;
export function useMyActivitySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyActivityQuery, MyActivityQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MyActivityQuery, MyActivityQueryVariables>(MyActivityDocument, options);
        }
export type MyActivityQueryHookResult = ReturnType<typeof useMyActivityQuery>;
export type MyActivityLazyQueryHookResult = ReturnType<typeof useMyActivityLazyQuery>;
export type MyActivitySuspenseQueryHookResult = ReturnType<typeof useMyActivitySuspenseQuery>;
export type MyActivityQueryResult = Apollo.QueryResult<MyActivityQuery, MyActivityQueryVariables>;
export const MySessionsDocument = gql`
    query MySessions {
  mySessions {
    id
    current
    device
    ip
    createdAt
    lastSeenAt
  }
}
    `;

/**
 * __useMySessionsQuery__
 *
 * To run a query within a React component, call `useMySessionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMySessionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMySessionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMySessionsQuery(baseOptions?: Apollo.QueryHookOptions<MySessionsQuery, MySessionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MySessionsQuery, MySessionsQueryVariables>(MySessionsDocument, options);
      }
export function useMySessionsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MySessionsQuery, MySessionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MySessionsQuery, MySessionsQueryVariables>(MySessionsDocument, options);
        }
// @ts-ignore
export function useMySessionsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MySessionsQuery, MySessionsQueryVariables>): Apollo.UseSuspenseQueryResult<MySessionsQuery, MySessionsQueryVariables>;
export function useMySessionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MySessionsQuery, MySessionsQueryVariables>): Apollo.UseSuspenseQueryResult<MySessionsQuery | undefined, MySessionsQueryVariables>;
export function useMySessionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MySessionsQuery, MySessionsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MySessionsQuery, MySessionsQueryVariables>(MySessionsDocument, options);
        }
export type MySessionsQueryHookResult = ReturnType<typeof useMySessionsQuery>;
export type MySessionsLazyQueryHookResult = ReturnType<typeof useMySessionsLazyQuery>;
export type MySessionsSuspenseQueryHookResult = ReturnType<typeof useMySessionsSuspenseQuery>;
export type MySessionsQueryResult = Apollo.QueryResult<MySessionsQuery, MySessionsQueryVariables>;
export const EndSessionDocument = gql`
    mutation EndSession($id: ID!) {
  endSession(id: $id)
}
    `;
export type EndSessionMutationFn = Apollo.MutationFunction<EndSessionMutation, EndSessionMutationVariables>;

/**
 * __useEndSessionMutation__
 *
 * To run a mutation, you first call `useEndSessionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEndSessionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [endSessionMutation, { data, loading, error }] = useEndSessionMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useEndSessionMutation(baseOptions?: Apollo.MutationHookOptions<EndSessionMutation, EndSessionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<EndSessionMutation, EndSessionMutationVariables>(EndSessionDocument, options);
      }
export type EndSessionMutationHookResult = ReturnType<typeof useEndSessionMutation>;
export type EndSessionMutationResult = Apollo.MutationResult<EndSessionMutation>;
export type EndSessionMutationOptions = Apollo.BaseMutationOptions<EndSessionMutation, EndSessionMutationVariables>;
export const EndOtherSessionsDocument = gql`
    mutation EndOtherSessions {
  endOtherSessions
}
    `;
export type EndOtherSessionsMutationFn = Apollo.MutationFunction<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>;

/**
 * __useEndOtherSessionsMutation__
 *
 * To run a mutation, you first call `useEndOtherSessionsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEndOtherSessionsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [endOtherSessionsMutation, { data, loading, error }] = useEndOtherSessionsMutation({
 *   variables: {
 *   },
 * });
 */
export function useEndOtherSessionsMutation(baseOptions?: Apollo.MutationHookOptions<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>(EndOtherSessionsDocument, options);
      }
export type EndOtherSessionsMutationHookResult = ReturnType<typeof useEndOtherSessionsMutation>;
export type EndOtherSessionsMutationResult = Apollo.MutationResult<EndOtherSessionsMutation>;
export type EndOtherSessionsMutationOptions = Apollo.BaseMutationOptions<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>;
export const AdminAuditLogDocument = gql`
    query AdminAuditLog($first: Int, $after: String, $action: String, $email: String) {
  auditLog(first: $first, after: $after, action: $action, email: $email) {
    nodes {
      ...AuditEntryFields
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    ${AuditEntryFieldsFragmentDoc}`;

/**
 * __useAdminAuditLogQuery__
 *
 * To run a query within a React component, call `useAdminAuditLogQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminAuditLogQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminAuditLogQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *      action: // value for 'action'
 *      email: // value for 'email'
 *   },
 * });
 */
export function useAdminAuditLogQuery(baseOptions?: Apollo.QueryHookOptions<AdminAuditLogQuery, AdminAuditLogQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminAuditLogQuery, AdminAuditLogQueryVariables>(AdminAuditLogDocument, options);
      }
export function useAdminAuditLogLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminAuditLogQuery, AdminAuditLogQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminAuditLogQuery, AdminAuditLogQueryVariables>(AdminAuditLogDocument, options);
        }
// @ts-ignore
export function useAdminAuditLogSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminAuditLogQuery, AdminAuditLogQueryVariables>): Apollo.UseSuspenseQueryResult<AdminAuditLogQuery, AdminAuditLogQueryVariables>;
export function useAdminAuditLogSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminAuditLogQuery, AdminAuditLogQueryVariables>): Apollo.UseSuspenseQueryResult<AdminAuditLogQuery | undefined, AdminAuditLogQueryVariables>;
export function useAdminAuditLogSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminAuditLogQuery, AdminAuditLogQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminAuditLogQuery, AdminAuditLogQueryVariables>(AdminAuditLogDocument, options);
        }
export type AdminAuditLogQueryHookResult = ReturnType<typeof useAdminAuditLogQuery>;
export type AdminAuditLogLazyQueryHookResult = ReturnType<typeof useAdminAuditLogLazyQuery>;
export type AdminAuditLogSuspenseQueryHookResult = ReturnType<typeof useAdminAuditLogSuspenseQuery>;
export type AdminAuditLogQueryResult = Apollo.QueryResult<AdminAuditLogQuery, AdminAuditLogQueryVariables>;
export const AuditActionsDocument = gql`
    query AuditActions {
  auditActions
}
    `;

/**
 * __useAuditActionsQuery__
 *
 * To run a query within a React component, call `useAuditActionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAuditActionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAuditActionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAuditActionsQuery(baseOptions?: Apollo.QueryHookOptions<AuditActionsQuery, AuditActionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AuditActionsQuery, AuditActionsQueryVariables>(AuditActionsDocument, options);
      }
export function useAuditActionsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AuditActionsQuery, AuditActionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AuditActionsQuery, AuditActionsQueryVariables>(AuditActionsDocument, options);
        }
// @ts-ignore
export function useAuditActionsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AuditActionsQuery, AuditActionsQueryVariables>): Apollo.UseSuspenseQueryResult<AuditActionsQuery, AuditActionsQueryVariables>;
export function useAuditActionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AuditActionsQuery, AuditActionsQueryVariables>): Apollo.UseSuspenseQueryResult<AuditActionsQuery | undefined, AuditActionsQueryVariables>;
export function useAuditActionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AuditActionsQuery, AuditActionsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AuditActionsQuery, AuditActionsQueryVariables>(AuditActionsDocument, options);
        }
export type AuditActionsQueryHookResult = ReturnType<typeof useAuditActionsQuery>;
export type AuditActionsLazyQueryHookResult = ReturnType<typeof useAuditActionsLazyQuery>;
export type AuditActionsSuspenseQueryHookResult = ReturnType<typeof useAuditActionsSuspenseQuery>;
export type AuditActionsQueryResult = Apollo.QueryResult<AuditActionsQuery, AuditActionsQueryVariables>;
export const AdminContactMessagesDocument = gql`
    query AdminContactMessages($handled: Boolean, $first: Int, $after: String) {
  contactMessages(handled: $handled, first: $first, after: $after) {
    nodes {
      ...ContactMessageFields
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    ${ContactMessageFieldsFragmentDoc}`;

/**
 * __useAdminContactMessagesQuery__
 *
 * To run a query within a React component, call `useAdminContactMessagesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminContactMessagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminContactMessagesQuery({
 *   variables: {
 *      handled: // value for 'handled'
 *      first: // value for 'first'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useAdminContactMessagesQuery(baseOptions?: Apollo.QueryHookOptions<AdminContactMessagesQuery, AdminContactMessagesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminContactMessagesQuery, AdminContactMessagesQueryVariables>(AdminContactMessagesDocument, options);
      }
export function useAdminContactMessagesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminContactMessagesQuery, AdminContactMessagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminContactMessagesQuery, AdminContactMessagesQueryVariables>(AdminContactMessagesDocument, options);
        }
// @ts-ignore
export function useAdminContactMessagesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminContactMessagesQuery, AdminContactMessagesQueryVariables>): Apollo.UseSuspenseQueryResult<AdminContactMessagesQuery, AdminContactMessagesQueryVariables>;
export function useAdminContactMessagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminContactMessagesQuery, AdminContactMessagesQueryVariables>): Apollo.UseSuspenseQueryResult<AdminContactMessagesQuery | undefined, AdminContactMessagesQueryVariables>;
export function useAdminContactMessagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminContactMessagesQuery, AdminContactMessagesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminContactMessagesQuery, AdminContactMessagesQueryVariables>(AdminContactMessagesDocument, options);
        }
export type AdminContactMessagesQueryHookResult = ReturnType<typeof useAdminContactMessagesQuery>;
export type AdminContactMessagesLazyQueryHookResult = ReturnType<typeof useAdminContactMessagesLazyQuery>;
export type AdminContactMessagesSuspenseQueryHookResult = ReturnType<typeof useAdminContactMessagesSuspenseQuery>;
export type AdminContactMessagesQueryResult = Apollo.QueryResult<AdminContactMessagesQuery, AdminContactMessagesQueryVariables>;
export const MarkContactMessageHandledDocument = gql`
    mutation MarkContactMessageHandled($id: ID!) {
  markContactMessageHandled(id: $id) {
    ...ContactMessageFields
  }
}
    ${ContactMessageFieldsFragmentDoc}`;
export type MarkContactMessageHandledMutationFn = Apollo.MutationFunction<MarkContactMessageHandledMutation, MarkContactMessageHandledMutationVariables>;

/**
 * __useMarkContactMessageHandledMutation__
 *
 * To run a mutation, you first call `useMarkContactMessageHandledMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkContactMessageHandledMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markContactMessageHandledMutation, { data, loading, error }] = useMarkContactMessageHandledMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useMarkContactMessageHandledMutation(baseOptions?: Apollo.MutationHookOptions<MarkContactMessageHandledMutation, MarkContactMessageHandledMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<MarkContactMessageHandledMutation, MarkContactMessageHandledMutationVariables>(MarkContactMessageHandledDocument, options);
      }
export type MarkContactMessageHandledMutationHookResult = ReturnType<typeof useMarkContactMessageHandledMutation>;
export type MarkContactMessageHandledMutationResult = Apollo.MutationResult<MarkContactMessageHandledMutation>;
export type MarkContactMessageHandledMutationOptions = Apollo.BaseMutationOptions<MarkContactMessageHandledMutation, MarkContactMessageHandledMutationVariables>;
export const AdminSiteContentDocument = gql`
    query AdminSiteContent($key: String!) {
  adminSiteContent(key: $key) {
    key
    locale
    value
    updatedAt
    updatedBy
  }
}
    `;

/**
 * __useAdminSiteContentQuery__
 *
 * To run a query within a React component, call `useAdminSiteContentQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminSiteContentQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminSiteContentQuery({
 *   variables: {
 *      key: // value for 'key'
 *   },
 * });
 */
export function useAdminSiteContentQuery(baseOptions: Apollo.QueryHookOptions<AdminSiteContentQuery, AdminSiteContentQueryVariables> & ({ variables: AdminSiteContentQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminSiteContentQuery, AdminSiteContentQueryVariables>(AdminSiteContentDocument, options);
      }
export function useAdminSiteContentLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminSiteContentQuery, AdminSiteContentQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminSiteContentQuery, AdminSiteContentQueryVariables>(AdminSiteContentDocument, options);
        }
// @ts-ignore
export function useAdminSiteContentSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminSiteContentQuery, AdminSiteContentQueryVariables>): Apollo.UseSuspenseQueryResult<AdminSiteContentQuery, AdminSiteContentQueryVariables>;
export function useAdminSiteContentSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminSiteContentQuery, AdminSiteContentQueryVariables>): Apollo.UseSuspenseQueryResult<AdminSiteContentQuery | undefined, AdminSiteContentQueryVariables>;
export function useAdminSiteContentSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminSiteContentQuery, AdminSiteContentQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminSiteContentQuery, AdminSiteContentQueryVariables>(AdminSiteContentDocument, options);
        }
export type AdminSiteContentQueryHookResult = ReturnType<typeof useAdminSiteContentQuery>;
export type AdminSiteContentLazyQueryHookResult = ReturnType<typeof useAdminSiteContentLazyQuery>;
export type AdminSiteContentSuspenseQueryHookResult = ReturnType<typeof useAdminSiteContentSuspenseQuery>;
export type AdminSiteContentQueryResult = Apollo.QueryResult<AdminSiteContentQuery, AdminSiteContentQueryVariables>;
export const PreviewSiteContentDocument = gql`
    query PreviewSiteContent($input: UpdateSiteContentInput!) {
  previewSiteContent(input: $input) {
    ...PreviewedSiteContent
  }
}
    ${PreviewedSiteContentFragmentDoc}`;

/**
 * __usePreviewSiteContentQuery__
 *
 * To run a query within a React component, call `usePreviewSiteContentQuery` and pass it any options that fit your needs.
 * When your component renders, `usePreviewSiteContentQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePreviewSiteContentQuery({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function usePreviewSiteContentQuery(baseOptions: Apollo.QueryHookOptions<PreviewSiteContentQuery, PreviewSiteContentQueryVariables> & ({ variables: PreviewSiteContentQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PreviewSiteContentQuery, PreviewSiteContentQueryVariables>(PreviewSiteContentDocument, options);
      }
export function usePreviewSiteContentLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PreviewSiteContentQuery, PreviewSiteContentQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PreviewSiteContentQuery, PreviewSiteContentQueryVariables>(PreviewSiteContentDocument, options);
        }
// @ts-ignore
export function usePreviewSiteContentSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PreviewSiteContentQuery, PreviewSiteContentQueryVariables>): Apollo.UseSuspenseQueryResult<PreviewSiteContentQuery, PreviewSiteContentQueryVariables>;
export function usePreviewSiteContentSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PreviewSiteContentQuery, PreviewSiteContentQueryVariables>): Apollo.UseSuspenseQueryResult<PreviewSiteContentQuery | undefined, PreviewSiteContentQueryVariables>;
export function usePreviewSiteContentSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PreviewSiteContentQuery, PreviewSiteContentQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PreviewSiteContentQuery, PreviewSiteContentQueryVariables>(PreviewSiteContentDocument, options);
        }
export type PreviewSiteContentQueryHookResult = ReturnType<typeof usePreviewSiteContentQuery>;
export type PreviewSiteContentLazyQueryHookResult = ReturnType<typeof usePreviewSiteContentLazyQuery>;
export type PreviewSiteContentSuspenseQueryHookResult = ReturnType<typeof usePreviewSiteContentSuspenseQuery>;
export type PreviewSiteContentQueryResult = Apollo.QueryResult<PreviewSiteContentQuery, PreviewSiteContentQueryVariables>;
export const UpdateSiteContentDocument = gql`
    mutation UpdateSiteContent($input: UpdateSiteContentInput!) {
  updateSiteContent(input: $input) {
    locale
  }
}
    `;
export type UpdateSiteContentMutationFn = Apollo.MutationFunction<UpdateSiteContentMutation, UpdateSiteContentMutationVariables>;

/**
 * __useUpdateSiteContentMutation__
 *
 * To run a mutation, you first call `useUpdateSiteContentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSiteContentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSiteContentMutation, { data, loading, error }] = useUpdateSiteContentMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateSiteContentMutation(baseOptions?: Apollo.MutationHookOptions<UpdateSiteContentMutation, UpdateSiteContentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateSiteContentMutation, UpdateSiteContentMutationVariables>(UpdateSiteContentDocument, options);
      }
export type UpdateSiteContentMutationHookResult = ReturnType<typeof useUpdateSiteContentMutation>;
export type UpdateSiteContentMutationResult = Apollo.MutationResult<UpdateSiteContentMutation>;
export type UpdateSiteContentMutationOptions = Apollo.BaseMutationOptions<UpdateSiteContentMutation, UpdateSiteContentMutationVariables>;
export const BalanceCorrectionsDocument = gql`
    query BalanceCorrections($userId: ID, $status: BalanceCorrectionStatus, $first: Int, $after: String) {
  balanceCorrections(
    userId: $userId
    status: $status
    first: $first
    after: $after
  ) {
    nodes {
      ...BalanceCorrectionFields
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    ${BalanceCorrectionFieldsFragmentDoc}`;

/**
 * __useBalanceCorrectionsQuery__
 *
 * To run a query within a React component, call `useBalanceCorrectionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useBalanceCorrectionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBalanceCorrectionsQuery({
 *   variables: {
 *      userId: // value for 'userId'
 *      status: // value for 'status'
 *      first: // value for 'first'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useBalanceCorrectionsQuery(baseOptions?: Apollo.QueryHookOptions<BalanceCorrectionsQuery, BalanceCorrectionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BalanceCorrectionsQuery, BalanceCorrectionsQueryVariables>(BalanceCorrectionsDocument, options);
      }
export function useBalanceCorrectionsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BalanceCorrectionsQuery, BalanceCorrectionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BalanceCorrectionsQuery, BalanceCorrectionsQueryVariables>(BalanceCorrectionsDocument, options);
        }
// @ts-ignore
export function useBalanceCorrectionsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BalanceCorrectionsQuery, BalanceCorrectionsQueryVariables>): Apollo.UseSuspenseQueryResult<BalanceCorrectionsQuery, BalanceCorrectionsQueryVariables>;
export function useBalanceCorrectionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BalanceCorrectionsQuery, BalanceCorrectionsQueryVariables>): Apollo.UseSuspenseQueryResult<BalanceCorrectionsQuery | undefined, BalanceCorrectionsQueryVariables>;
export function useBalanceCorrectionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BalanceCorrectionsQuery, BalanceCorrectionsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BalanceCorrectionsQuery, BalanceCorrectionsQueryVariables>(BalanceCorrectionsDocument, options);
        }
export type BalanceCorrectionsQueryHookResult = ReturnType<typeof useBalanceCorrectionsQuery>;
export type BalanceCorrectionsLazyQueryHookResult = ReturnType<typeof useBalanceCorrectionsLazyQuery>;
export type BalanceCorrectionsSuspenseQueryHookResult = ReturnType<typeof useBalanceCorrectionsSuspenseQuery>;
export type BalanceCorrectionsQueryResult = Apollo.QueryResult<BalanceCorrectionsQuery, BalanceCorrectionsQueryVariables>;
export const RequestBalanceCorrectionDocument = gql`
    mutation RequestBalanceCorrection($userId: ID!, $account: CorrectionAccount!, $amount: String!, $reason: String!) {
  requestBalanceCorrection(
    userId: $userId
    account: $account
    amount: $amount
    reason: $reason
  ) {
    ...BalanceCorrectionFields
  }
}
    ${BalanceCorrectionFieldsFragmentDoc}`;
export type RequestBalanceCorrectionMutationFn = Apollo.MutationFunction<RequestBalanceCorrectionMutation, RequestBalanceCorrectionMutationVariables>;

/**
 * __useRequestBalanceCorrectionMutation__
 *
 * To run a mutation, you first call `useRequestBalanceCorrectionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestBalanceCorrectionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestBalanceCorrectionMutation, { data, loading, error }] = useRequestBalanceCorrectionMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      account: // value for 'account'
 *      amount: // value for 'amount'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useRequestBalanceCorrectionMutation(baseOptions?: Apollo.MutationHookOptions<RequestBalanceCorrectionMutation, RequestBalanceCorrectionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RequestBalanceCorrectionMutation, RequestBalanceCorrectionMutationVariables>(RequestBalanceCorrectionDocument, options);
      }
export type RequestBalanceCorrectionMutationHookResult = ReturnType<typeof useRequestBalanceCorrectionMutation>;
export type RequestBalanceCorrectionMutationResult = Apollo.MutationResult<RequestBalanceCorrectionMutation>;
export type RequestBalanceCorrectionMutationOptions = Apollo.BaseMutationOptions<RequestBalanceCorrectionMutation, RequestBalanceCorrectionMutationVariables>;
export const ApproveBalanceCorrectionDocument = gql`
    mutation ApproveBalanceCorrection($id: ID!) {
  approveBalanceCorrection(id: $id) {
    ...BalanceCorrectionFields
  }
}
    ${BalanceCorrectionFieldsFragmentDoc}`;
export type ApproveBalanceCorrectionMutationFn = Apollo.MutationFunction<ApproveBalanceCorrectionMutation, ApproveBalanceCorrectionMutationVariables>;

/**
 * __useApproveBalanceCorrectionMutation__
 *
 * To run a mutation, you first call `useApproveBalanceCorrectionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useApproveBalanceCorrectionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [approveBalanceCorrectionMutation, { data, loading, error }] = useApproveBalanceCorrectionMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useApproveBalanceCorrectionMutation(baseOptions?: Apollo.MutationHookOptions<ApproveBalanceCorrectionMutation, ApproveBalanceCorrectionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ApproveBalanceCorrectionMutation, ApproveBalanceCorrectionMutationVariables>(ApproveBalanceCorrectionDocument, options);
      }
export type ApproveBalanceCorrectionMutationHookResult = ReturnType<typeof useApproveBalanceCorrectionMutation>;
export type ApproveBalanceCorrectionMutationResult = Apollo.MutationResult<ApproveBalanceCorrectionMutation>;
export type ApproveBalanceCorrectionMutationOptions = Apollo.BaseMutationOptions<ApproveBalanceCorrectionMutation, ApproveBalanceCorrectionMutationVariables>;
export const RejectBalanceCorrectionDocument = gql`
    mutation RejectBalanceCorrection($id: ID!, $reason: String!) {
  rejectBalanceCorrection(id: $id, reason: $reason) {
    ...BalanceCorrectionFields
  }
}
    ${BalanceCorrectionFieldsFragmentDoc}`;
export type RejectBalanceCorrectionMutationFn = Apollo.MutationFunction<RejectBalanceCorrectionMutation, RejectBalanceCorrectionMutationVariables>;

/**
 * __useRejectBalanceCorrectionMutation__
 *
 * To run a mutation, you first call `useRejectBalanceCorrectionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRejectBalanceCorrectionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [rejectBalanceCorrectionMutation, { data, loading, error }] = useRejectBalanceCorrectionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useRejectBalanceCorrectionMutation(baseOptions?: Apollo.MutationHookOptions<RejectBalanceCorrectionMutation, RejectBalanceCorrectionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RejectBalanceCorrectionMutation, RejectBalanceCorrectionMutationVariables>(RejectBalanceCorrectionDocument, options);
      }
export type RejectBalanceCorrectionMutationHookResult = ReturnType<typeof useRejectBalanceCorrectionMutation>;
export type RejectBalanceCorrectionMutationResult = Apollo.MutationResult<RejectBalanceCorrectionMutation>;
export type RejectBalanceCorrectionMutationOptions = Apollo.BaseMutationOptions<RejectBalanceCorrectionMutation, RejectBalanceCorrectionMutationVariables>;
export const AdminKycRequestsDocument = gql`
    query AdminKycRequests($status: KycStatus, $first: Int, $after: String) {
  kycRequests(status: $status, first: $first, after: $after) {
    nodes {
      ...KycRequestFields
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    ${KycRequestFieldsFragmentDoc}`;

/**
 * __useAdminKycRequestsQuery__
 *
 * To run a query within a React component, call `useAdminKycRequestsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminKycRequestsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminKycRequestsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      first: // value for 'first'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useAdminKycRequestsQuery(baseOptions?: Apollo.QueryHookOptions<AdminKycRequestsQuery, AdminKycRequestsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminKycRequestsQuery, AdminKycRequestsQueryVariables>(AdminKycRequestsDocument, options);
      }
export function useAdminKycRequestsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminKycRequestsQuery, AdminKycRequestsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminKycRequestsQuery, AdminKycRequestsQueryVariables>(AdminKycRequestsDocument, options);
        }
// @ts-ignore
export function useAdminKycRequestsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminKycRequestsQuery, AdminKycRequestsQueryVariables>): Apollo.UseSuspenseQueryResult<AdminKycRequestsQuery, AdminKycRequestsQueryVariables>;
export function useAdminKycRequestsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminKycRequestsQuery, AdminKycRequestsQueryVariables>): Apollo.UseSuspenseQueryResult<AdminKycRequestsQuery | undefined, AdminKycRequestsQueryVariables>;
export function useAdminKycRequestsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminKycRequestsQuery, AdminKycRequestsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminKycRequestsQuery, AdminKycRequestsQueryVariables>(AdminKycRequestsDocument, options);
        }
export type AdminKycRequestsQueryHookResult = ReturnType<typeof useAdminKycRequestsQuery>;
export type AdminKycRequestsLazyQueryHookResult = ReturnType<typeof useAdminKycRequestsLazyQuery>;
export type AdminKycRequestsSuspenseQueryHookResult = ReturnType<typeof useAdminKycRequestsSuspenseQuery>;
export type AdminKycRequestsQueryResult = Apollo.QueryResult<AdminKycRequestsQuery, AdminKycRequestsQueryVariables>;
export const ApproveKycDocument = gql`
    mutation ApproveKyc($userId: ID!) {
  approveKyc(userId: $userId) {
    id
    kycStatus
    kycRejectionReason
  }
}
    `;
export type ApproveKycMutationFn = Apollo.MutationFunction<ApproveKycMutation, ApproveKycMutationVariables>;

/**
 * __useApproveKycMutation__
 *
 * To run a mutation, you first call `useApproveKycMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useApproveKycMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [approveKycMutation, { data, loading, error }] = useApproveKycMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *   },
 * });
 */
export function useApproveKycMutation(baseOptions?: Apollo.MutationHookOptions<ApproveKycMutation, ApproveKycMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ApproveKycMutation, ApproveKycMutationVariables>(ApproveKycDocument, options);
      }
export type ApproveKycMutationHookResult = ReturnType<typeof useApproveKycMutation>;
export type ApproveKycMutationResult = Apollo.MutationResult<ApproveKycMutation>;
export type ApproveKycMutationOptions = Apollo.BaseMutationOptions<ApproveKycMutation, ApproveKycMutationVariables>;
export const RejectKycDocument = gql`
    mutation RejectKyc($userId: ID!, $reason: String!) {
  rejectKyc(userId: $userId, reason: $reason) {
    id
    kycStatus
    kycRejectionReason
  }
}
    `;
export type RejectKycMutationFn = Apollo.MutationFunction<RejectKycMutation, RejectKycMutationVariables>;

/**
 * __useRejectKycMutation__
 *
 * To run a mutation, you first call `useRejectKycMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRejectKycMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [rejectKycMutation, { data, loading, error }] = useRejectKycMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useRejectKycMutation(baseOptions?: Apollo.MutationHookOptions<RejectKycMutation, RejectKycMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RejectKycMutation, RejectKycMutationVariables>(RejectKycDocument, options);
      }
export type RejectKycMutationHookResult = ReturnType<typeof useRejectKycMutation>;
export type RejectKycMutationResult = Apollo.MutationResult<RejectKycMutation>;
export type RejectKycMutationOptions = Apollo.BaseMutationOptions<RejectKycMutation, RejectKycMutationVariables>;
export const AdminMailOutboxDocument = gql`
    query AdminMailOutbox($first: Int, $after: String, $status: String) {
  mailOutboxMessages(first: $first, after: $after, status: $status) {
    nodes {
      ...OutboxRowFields
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    ${OutboxRowFieldsFragmentDoc}`;

/**
 * __useAdminMailOutboxQuery__
 *
 * To run a query within a React component, call `useAdminMailOutboxQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminMailOutboxQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminMailOutboxQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useAdminMailOutboxQuery(baseOptions?: Apollo.QueryHookOptions<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>(AdminMailOutboxDocument, options);
      }
export function useAdminMailOutboxLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>(AdminMailOutboxDocument, options);
        }
// @ts-ignore
export function useAdminMailOutboxSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>): Apollo.UseSuspenseQueryResult<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>;
export function useAdminMailOutboxSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>): Apollo.UseSuspenseQueryResult<AdminMailOutboxQuery | undefined, AdminMailOutboxQueryVariables>;
export function useAdminMailOutboxSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>(AdminMailOutboxDocument, options);
        }
export type AdminMailOutboxQueryHookResult = ReturnType<typeof useAdminMailOutboxQuery>;
export type AdminMailOutboxLazyQueryHookResult = ReturnType<typeof useAdminMailOutboxLazyQuery>;
export type AdminMailOutboxSuspenseQueryHookResult = ReturnType<typeof useAdminMailOutboxSuspenseQuery>;
export type AdminMailOutboxQueryResult = Apollo.QueryResult<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>;
export const AdminMailMessageDocument = gql`
    query AdminMailMessage($id: ID!) {
  mailOutboxMessage(id: $id) {
    ...OutboxRowFields
    replyTo
    text
    lastError
    transactionId
  }
}
    ${OutboxRowFieldsFragmentDoc}`;

/**
 * __useAdminMailMessageQuery__
 *
 * To run a query within a React component, call `useAdminMailMessageQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminMailMessageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminMailMessageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminMailMessageQuery(baseOptions: Apollo.QueryHookOptions<AdminMailMessageQuery, AdminMailMessageQueryVariables> & ({ variables: AdminMailMessageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminMailMessageQuery, AdminMailMessageQueryVariables>(AdminMailMessageDocument, options);
      }
export function useAdminMailMessageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminMailMessageQuery, AdminMailMessageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminMailMessageQuery, AdminMailMessageQueryVariables>(AdminMailMessageDocument, options);
        }
// @ts-ignore
export function useAdminMailMessageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminMailMessageQuery, AdminMailMessageQueryVariables>): Apollo.UseSuspenseQueryResult<AdminMailMessageQuery, AdminMailMessageQueryVariables>;
export function useAdminMailMessageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminMailMessageQuery, AdminMailMessageQueryVariables>): Apollo.UseSuspenseQueryResult<AdminMailMessageQuery | undefined, AdminMailMessageQueryVariables>;
export function useAdminMailMessageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminMailMessageQuery, AdminMailMessageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminMailMessageQuery, AdminMailMessageQueryVariables>(AdminMailMessageDocument, options);
        }
export type AdminMailMessageQueryHookResult = ReturnType<typeof useAdminMailMessageQuery>;
export type AdminMailMessageLazyQueryHookResult = ReturnType<typeof useAdminMailMessageLazyQuery>;
export type AdminMailMessageSuspenseQueryHookResult = ReturnType<typeof useAdminMailMessageSuspenseQuery>;
export type AdminMailMessageQueryResult = Apollo.QueryResult<AdminMailMessageQuery, AdminMailMessageQueryVariables>;
export const AdminOverviewDocument = gql`
    query AdminOverview {
  adminOverview {
    pendingDeposits
    pendingWithdrawals
    pendingKyc
    heldForUsers
    ledgerBalanced
    userAccounts {
      ...AccountKindBalanceFields
    }
    platformAccounts {
      ...AccountKindBalanceFields
    }
    depositsToday {
      ...PeriodTotalFields
    }
    depositsMonth {
      ...PeriodTotalFields
    }
    payoutsToday {
      ...PeriodTotalFields
    }
    payoutsMonth {
      ...PeriodTotalFields
    }
    lastAccrualRun {
      ranAt
      throughDay
      investments
      credits
      total
    }
  }
}
    ${AccountKindBalanceFieldsFragmentDoc}
${PeriodTotalFieldsFragmentDoc}`;

/**
 * __useAdminOverviewQuery__
 *
 * To run a query within a React component, call `useAdminOverviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminOverviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminOverviewQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminOverviewQuery(baseOptions?: Apollo.QueryHookOptions<AdminOverviewQuery, AdminOverviewQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminOverviewQuery, AdminOverviewQueryVariables>(AdminOverviewDocument, options);
      }
export function useAdminOverviewLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminOverviewQuery, AdminOverviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminOverviewQuery, AdminOverviewQueryVariables>(AdminOverviewDocument, options);
        }
// @ts-ignore
export function useAdminOverviewSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminOverviewQuery, AdminOverviewQueryVariables>): Apollo.UseSuspenseQueryResult<AdminOverviewQuery, AdminOverviewQueryVariables>;
export function useAdminOverviewSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminOverviewQuery, AdminOverviewQueryVariables>): Apollo.UseSuspenseQueryResult<AdminOverviewQuery | undefined, AdminOverviewQueryVariables>;
export function useAdminOverviewSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminOverviewQuery, AdminOverviewQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminOverviewQuery, AdminOverviewQueryVariables>(AdminOverviewDocument, options);
        }
export type AdminOverviewQueryHookResult = ReturnType<typeof useAdminOverviewQuery>;
export type AdminOverviewLazyQueryHookResult = ReturnType<typeof useAdminOverviewLazyQuery>;
export type AdminOverviewSuspenseQueryHookResult = ReturnType<typeof useAdminOverviewSuspenseQuery>;
export type AdminOverviewQueryResult = Apollo.QueryResult<AdminOverviewQuery, AdminOverviewQueryVariables>;
export const AdminPendingDepositsDocument = gql`
    query AdminPendingDeposits($first: Int!, $after: String) {
  adminDeposits(status: PENDING, first: $first, after: $after) {
    nodes {
      ...AdminTransactionFields
    }
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    ${AdminTransactionFieldsFragmentDoc}`;

/**
 * __useAdminPendingDepositsQuery__
 *
 * To run a query within a React component, call `useAdminPendingDepositsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminPendingDepositsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminPendingDepositsQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useAdminPendingDepositsQuery(baseOptions: Apollo.QueryHookOptions<AdminPendingDepositsQuery, AdminPendingDepositsQueryVariables> & ({ variables: AdminPendingDepositsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminPendingDepositsQuery, AdminPendingDepositsQueryVariables>(AdminPendingDepositsDocument, options);
      }
export function useAdminPendingDepositsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminPendingDepositsQuery, AdminPendingDepositsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminPendingDepositsQuery, AdminPendingDepositsQueryVariables>(AdminPendingDepositsDocument, options);
        }
// @ts-ignore
export function useAdminPendingDepositsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminPendingDepositsQuery, AdminPendingDepositsQueryVariables>): Apollo.UseSuspenseQueryResult<AdminPendingDepositsQuery, AdminPendingDepositsQueryVariables>;
export function useAdminPendingDepositsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminPendingDepositsQuery, AdminPendingDepositsQueryVariables>): Apollo.UseSuspenseQueryResult<AdminPendingDepositsQuery | undefined, AdminPendingDepositsQueryVariables>;
export function useAdminPendingDepositsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminPendingDepositsQuery, AdminPendingDepositsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminPendingDepositsQuery, AdminPendingDepositsQueryVariables>(AdminPendingDepositsDocument, options);
        }
export type AdminPendingDepositsQueryHookResult = ReturnType<typeof useAdminPendingDepositsQuery>;
export type AdminPendingDepositsLazyQueryHookResult = ReturnType<typeof useAdminPendingDepositsLazyQuery>;
export type AdminPendingDepositsSuspenseQueryHookResult = ReturnType<typeof useAdminPendingDepositsSuspenseQuery>;
export type AdminPendingDepositsQueryResult = Apollo.QueryResult<AdminPendingDepositsQuery, AdminPendingDepositsQueryVariables>;
export const AdminPendingWithdrawalsDocument = gql`
    query AdminPendingWithdrawals($first: Int!, $after: String) {
  adminWithdrawals(status: PENDING, first: $first, after: $after) {
    nodes {
      ...AdminTransactionFields
    }
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    ${AdminTransactionFieldsFragmentDoc}`;

/**
 * __useAdminPendingWithdrawalsQuery__
 *
 * To run a query within a React component, call `useAdminPendingWithdrawalsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminPendingWithdrawalsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminPendingWithdrawalsQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useAdminPendingWithdrawalsQuery(baseOptions: Apollo.QueryHookOptions<AdminPendingWithdrawalsQuery, AdminPendingWithdrawalsQueryVariables> & ({ variables: AdminPendingWithdrawalsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminPendingWithdrawalsQuery, AdminPendingWithdrawalsQueryVariables>(AdminPendingWithdrawalsDocument, options);
      }
export function useAdminPendingWithdrawalsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminPendingWithdrawalsQuery, AdminPendingWithdrawalsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminPendingWithdrawalsQuery, AdminPendingWithdrawalsQueryVariables>(AdminPendingWithdrawalsDocument, options);
        }
// @ts-ignore
export function useAdminPendingWithdrawalsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminPendingWithdrawalsQuery, AdminPendingWithdrawalsQueryVariables>): Apollo.UseSuspenseQueryResult<AdminPendingWithdrawalsQuery, AdminPendingWithdrawalsQueryVariables>;
export function useAdminPendingWithdrawalsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminPendingWithdrawalsQuery, AdminPendingWithdrawalsQueryVariables>): Apollo.UseSuspenseQueryResult<AdminPendingWithdrawalsQuery | undefined, AdminPendingWithdrawalsQueryVariables>;
export function useAdminPendingWithdrawalsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminPendingWithdrawalsQuery, AdminPendingWithdrawalsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminPendingWithdrawalsQuery, AdminPendingWithdrawalsQueryVariables>(AdminPendingWithdrawalsDocument, options);
        }
export type AdminPendingWithdrawalsQueryHookResult = ReturnType<typeof useAdminPendingWithdrawalsQuery>;
export type AdminPendingWithdrawalsLazyQueryHookResult = ReturnType<typeof useAdminPendingWithdrawalsLazyQuery>;
export type AdminPendingWithdrawalsSuspenseQueryHookResult = ReturnType<typeof useAdminPendingWithdrawalsSuspenseQuery>;
export type AdminPendingWithdrawalsQueryResult = Apollo.QueryResult<AdminPendingWithdrawalsQuery, AdminPendingWithdrawalsQueryVariables>;
export const ApproveDepositDocument = gql`
    mutation ApproveDeposit($transactionId: ID!, $idempotencyKey: String) {
  approveDeposit(transactionId: $transactionId, idempotencyKey: $idempotencyKey) {
    ...AdminTransactionFields
  }
}
    ${AdminTransactionFieldsFragmentDoc}`;
export type ApproveDepositMutationFn = Apollo.MutationFunction<ApproveDepositMutation, ApproveDepositMutationVariables>;

/**
 * __useApproveDepositMutation__
 *
 * To run a mutation, you first call `useApproveDepositMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useApproveDepositMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [approveDepositMutation, { data, loading, error }] = useApproveDepositMutation({
 *   variables: {
 *      transactionId: // value for 'transactionId'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useApproveDepositMutation(baseOptions?: Apollo.MutationHookOptions<ApproveDepositMutation, ApproveDepositMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ApproveDepositMutation, ApproveDepositMutationVariables>(ApproveDepositDocument, options);
      }
export type ApproveDepositMutationHookResult = ReturnType<typeof useApproveDepositMutation>;
export type ApproveDepositMutationResult = Apollo.MutationResult<ApproveDepositMutation>;
export type ApproveDepositMutationOptions = Apollo.BaseMutationOptions<ApproveDepositMutation, ApproveDepositMutationVariables>;
export const RejectDepositDocument = gql`
    mutation RejectDeposit($transactionId: ID!, $reason: String!) {
  rejectDeposit(transactionId: $transactionId, reason: $reason) {
    ...AdminTransactionFields
  }
}
    ${AdminTransactionFieldsFragmentDoc}`;
export type RejectDepositMutationFn = Apollo.MutationFunction<RejectDepositMutation, RejectDepositMutationVariables>;

/**
 * __useRejectDepositMutation__
 *
 * To run a mutation, you first call `useRejectDepositMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRejectDepositMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [rejectDepositMutation, { data, loading, error }] = useRejectDepositMutation({
 *   variables: {
 *      transactionId: // value for 'transactionId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useRejectDepositMutation(baseOptions?: Apollo.MutationHookOptions<RejectDepositMutation, RejectDepositMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RejectDepositMutation, RejectDepositMutationVariables>(RejectDepositDocument, options);
      }
export type RejectDepositMutationHookResult = ReturnType<typeof useRejectDepositMutation>;
export type RejectDepositMutationResult = Apollo.MutationResult<RejectDepositMutation>;
export type RejectDepositMutationOptions = Apollo.BaseMutationOptions<RejectDepositMutation, RejectDepositMutationVariables>;
export const ApproveWithdrawalDocument = gql`
    mutation ApproveWithdrawal($transactionId: ID!, $payoutTxHash: String, $idempotencyKey: String) {
  approveWithdrawal(
    transactionId: $transactionId
    payoutTxHash: $payoutTxHash
    idempotencyKey: $idempotencyKey
  ) {
    ...AdminTransactionFields
  }
}
    ${AdminTransactionFieldsFragmentDoc}`;
export type ApproveWithdrawalMutationFn = Apollo.MutationFunction<ApproveWithdrawalMutation, ApproveWithdrawalMutationVariables>;

/**
 * __useApproveWithdrawalMutation__
 *
 * To run a mutation, you first call `useApproveWithdrawalMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useApproveWithdrawalMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [approveWithdrawalMutation, { data, loading, error }] = useApproveWithdrawalMutation({
 *   variables: {
 *      transactionId: // value for 'transactionId'
 *      payoutTxHash: // value for 'payoutTxHash'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useApproveWithdrawalMutation(baseOptions?: Apollo.MutationHookOptions<ApproveWithdrawalMutation, ApproveWithdrawalMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ApproveWithdrawalMutation, ApproveWithdrawalMutationVariables>(ApproveWithdrawalDocument, options);
      }
export type ApproveWithdrawalMutationHookResult = ReturnType<typeof useApproveWithdrawalMutation>;
export type ApproveWithdrawalMutationResult = Apollo.MutationResult<ApproveWithdrawalMutation>;
export type ApproveWithdrawalMutationOptions = Apollo.BaseMutationOptions<ApproveWithdrawalMutation, ApproveWithdrawalMutationVariables>;
export const RejectWithdrawalDocument = gql`
    mutation RejectWithdrawal($transactionId: ID!, $reason: String!) {
  rejectWithdrawal(transactionId: $transactionId, reason: $reason) {
    ...AdminTransactionFields
  }
}
    ${AdminTransactionFieldsFragmentDoc}`;
export type RejectWithdrawalMutationFn = Apollo.MutationFunction<RejectWithdrawalMutation, RejectWithdrawalMutationVariables>;

/**
 * __useRejectWithdrawalMutation__
 *
 * To run a mutation, you first call `useRejectWithdrawalMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRejectWithdrawalMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [rejectWithdrawalMutation, { data, loading, error }] = useRejectWithdrawalMutation({
 *   variables: {
 *      transactionId: // value for 'transactionId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useRejectWithdrawalMutation(baseOptions?: Apollo.MutationHookOptions<RejectWithdrawalMutation, RejectWithdrawalMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RejectWithdrawalMutation, RejectWithdrawalMutationVariables>(RejectWithdrawalDocument, options);
      }
export type RejectWithdrawalMutationHookResult = ReturnType<typeof useRejectWithdrawalMutation>;
export type RejectWithdrawalMutationResult = Apollo.MutationResult<RejectWithdrawalMutation>;
export type RejectWithdrawalMutationOptions = Apollo.BaseMutationOptions<RejectWithdrawalMutation, RejectWithdrawalMutationVariables>;
export const CreditLateDepositDocument = gql`
    mutation CreditLateDeposit($transactionId: ID!, $idempotencyKey: String) {
  creditLateDeposit(
    transactionId: $transactionId
    idempotencyKey: $idempotencyKey
  ) {
    ...AdminTransactionFields
  }
}
    ${AdminTransactionFieldsFragmentDoc}`;
export type CreditLateDepositMutationFn = Apollo.MutationFunction<CreditLateDepositMutation, CreditLateDepositMutationVariables>;

/**
 * __useCreditLateDepositMutation__
 *
 * To run a mutation, you first call `useCreditLateDepositMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreditLateDepositMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [creditLateDepositMutation, { data, loading, error }] = useCreditLateDepositMutation({
 *   variables: {
 *      transactionId: // value for 'transactionId'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useCreditLateDepositMutation(baseOptions?: Apollo.MutationHookOptions<CreditLateDepositMutation, CreditLateDepositMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreditLateDepositMutation, CreditLateDepositMutationVariables>(CreditLateDepositDocument, options);
      }
export type CreditLateDepositMutationHookResult = ReturnType<typeof useCreditLateDepositMutation>;
export type CreditLateDepositMutationResult = Apollo.MutationResult<CreditLateDepositMutation>;
export type CreditLateDepositMutationOptions = Apollo.BaseMutationOptions<CreditLateDepositMutation, CreditLateDepositMutationVariables>;
export const MarkDepositRefundedDocument = gql`
    mutation MarkDepositRefunded($transactionId: ID!, $refundTxHash: String!, $reason: String!) {
  markDepositRefunded(
    transactionId: $transactionId
    refundTxHash: $refundTxHash
    reason: $reason
  ) {
    ...AdminTransactionFields
  }
}
    ${AdminTransactionFieldsFragmentDoc}`;
export type MarkDepositRefundedMutationFn = Apollo.MutationFunction<MarkDepositRefundedMutation, MarkDepositRefundedMutationVariables>;

/**
 * __useMarkDepositRefundedMutation__
 *
 * To run a mutation, you first call `useMarkDepositRefundedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkDepositRefundedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markDepositRefundedMutation, { data, loading, error }] = useMarkDepositRefundedMutation({
 *   variables: {
 *      transactionId: // value for 'transactionId'
 *      refundTxHash: // value for 'refundTxHash'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useMarkDepositRefundedMutation(baseOptions?: Apollo.MutationHookOptions<MarkDepositRefundedMutation, MarkDepositRefundedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<MarkDepositRefundedMutation, MarkDepositRefundedMutationVariables>(MarkDepositRefundedDocument, options);
      }
export type MarkDepositRefundedMutationHookResult = ReturnType<typeof useMarkDepositRefundedMutation>;
export type MarkDepositRefundedMutationResult = Apollo.MutationResult<MarkDepositRefundedMutation>;
export type MarkDepositRefundedMutationOptions = Apollo.BaseMutationOptions<MarkDepositRefundedMutation, MarkDepositRefundedMutationVariables>;
export const VerifyLedgerDocument = gql`
    query VerifyLedger {
  verifyLedger {
    ok
    problems
  }
}
    `;

/**
 * __useVerifyLedgerQuery__
 *
 * To run a query within a React component, call `useVerifyLedgerQuery` and pass it any options that fit your needs.
 * When your component renders, `useVerifyLedgerQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVerifyLedgerQuery({
 *   variables: {
 *   },
 * });
 */
export function useVerifyLedgerQuery(baseOptions?: Apollo.QueryHookOptions<VerifyLedgerQuery, VerifyLedgerQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<VerifyLedgerQuery, VerifyLedgerQueryVariables>(VerifyLedgerDocument, options);
      }
export function useVerifyLedgerLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<VerifyLedgerQuery, VerifyLedgerQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<VerifyLedgerQuery, VerifyLedgerQueryVariables>(VerifyLedgerDocument, options);
        }
// @ts-ignore
export function useVerifyLedgerSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<VerifyLedgerQuery, VerifyLedgerQueryVariables>): Apollo.UseSuspenseQueryResult<VerifyLedgerQuery, VerifyLedgerQueryVariables>;
export function useVerifyLedgerSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<VerifyLedgerQuery, VerifyLedgerQueryVariables>): Apollo.UseSuspenseQueryResult<VerifyLedgerQuery | undefined, VerifyLedgerQueryVariables>;
export function useVerifyLedgerSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<VerifyLedgerQuery, VerifyLedgerQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<VerifyLedgerQuery, VerifyLedgerQueryVariables>(VerifyLedgerDocument, options);
        }
export type VerifyLedgerQueryHookResult = ReturnType<typeof useVerifyLedgerQuery>;
export type VerifyLedgerLazyQueryHookResult = ReturnType<typeof useVerifyLedgerLazyQuery>;
export type VerifyLedgerSuspenseQueryHookResult = ReturnType<typeof useVerifyLedgerSuspenseQuery>;
export type VerifyLedgerQueryResult = Apollo.QueryResult<VerifyLedgerQuery, VerifyLedgerQueryVariables>;
export const AdminPlansDocument = gql`
    query AdminPlans {
  adminPlans {
    ...AdminPlanFields
  }
}
    ${AdminPlanFieldsFragmentDoc}`;

/**
 * __useAdminPlansQuery__
 *
 * To run a query within a React component, call `useAdminPlansQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminPlansQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminPlansQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminPlansQuery(baseOptions?: Apollo.QueryHookOptions<AdminPlansQuery, AdminPlansQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminPlansQuery, AdminPlansQueryVariables>(AdminPlansDocument, options);
      }
export function useAdminPlansLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminPlansQuery, AdminPlansQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminPlansQuery, AdminPlansQueryVariables>(AdminPlansDocument, options);
        }
// @ts-ignore
export function useAdminPlansSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminPlansQuery, AdminPlansQueryVariables>): Apollo.UseSuspenseQueryResult<AdminPlansQuery, AdminPlansQueryVariables>;
export function useAdminPlansSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminPlansQuery, AdminPlansQueryVariables>): Apollo.UseSuspenseQueryResult<AdminPlansQuery | undefined, AdminPlansQueryVariables>;
export function useAdminPlansSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminPlansQuery, AdminPlansQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminPlansQuery, AdminPlansQueryVariables>(AdminPlansDocument, options);
        }
export type AdminPlansQueryHookResult = ReturnType<typeof useAdminPlansQuery>;
export type AdminPlansLazyQueryHookResult = ReturnType<typeof useAdminPlansLazyQuery>;
export type AdminPlansSuspenseQueryHookResult = ReturnType<typeof useAdminPlansSuspenseQuery>;
export type AdminPlansQueryResult = Apollo.QueryResult<AdminPlansQuery, AdminPlansQueryVariables>;
export const CreatePlanDocument = gql`
    mutation CreatePlan($input: CreatePlanInput!) {
  createPlan(input: $input) {
    ...AdminPlanFields
  }
}
    ${AdminPlanFieldsFragmentDoc}`;
export type CreatePlanMutationFn = Apollo.MutationFunction<CreatePlanMutation, CreatePlanMutationVariables>;

/**
 * __useCreatePlanMutation__
 *
 * To run a mutation, you first call `useCreatePlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPlanMutation, { data, loading, error }] = useCreatePlanMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePlanMutation(baseOptions?: Apollo.MutationHookOptions<CreatePlanMutation, CreatePlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreatePlanMutation, CreatePlanMutationVariables>(CreatePlanDocument, options);
      }
export type CreatePlanMutationHookResult = ReturnType<typeof useCreatePlanMutation>;
export type CreatePlanMutationResult = Apollo.MutationResult<CreatePlanMutation>;
export type CreatePlanMutationOptions = Apollo.BaseMutationOptions<CreatePlanMutation, CreatePlanMutationVariables>;
export const UpdatePlanDocument = gql`
    mutation UpdatePlan($uniqId: String!, $input: UpdatePlanInput!) {
  updatePlan(uniqId: $uniqId, input: $input) {
    ...AdminPlanFields
  }
}
    ${AdminPlanFieldsFragmentDoc}`;
export type UpdatePlanMutationFn = Apollo.MutationFunction<UpdatePlanMutation, UpdatePlanMutationVariables>;

/**
 * __useUpdatePlanMutation__
 *
 * To run a mutation, you first call `useUpdatePlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePlanMutation, { data, loading, error }] = useUpdatePlanMutation({
 *   variables: {
 *      uniqId: // value for 'uniqId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdatePlanMutation(baseOptions?: Apollo.MutationHookOptions<UpdatePlanMutation, UpdatePlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdatePlanMutation, UpdatePlanMutationVariables>(UpdatePlanDocument, options);
      }
export type UpdatePlanMutationHookResult = ReturnType<typeof useUpdatePlanMutation>;
export type UpdatePlanMutationResult = Apollo.MutationResult<UpdatePlanMutation>;
export type UpdatePlanMutationOptions = Apollo.BaseMutationOptions<UpdatePlanMutation, UpdatePlanMutationVariables>;
export const SetPlanActiveDocument = gql`
    mutation SetPlanActive($uniqId: String!, $active: Boolean!) {
  setPlanActive(uniqId: $uniqId, active: $active) {
    ...AdminPlanFields
  }
}
    ${AdminPlanFieldsFragmentDoc}`;
export type SetPlanActiveMutationFn = Apollo.MutationFunction<SetPlanActiveMutation, SetPlanActiveMutationVariables>;

/**
 * __useSetPlanActiveMutation__
 *
 * To run a mutation, you first call `useSetPlanActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetPlanActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setPlanActiveMutation, { data, loading, error }] = useSetPlanActiveMutation({
 *   variables: {
 *      uniqId: // value for 'uniqId'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetPlanActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetPlanActiveMutation, SetPlanActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetPlanActiveMutation, SetPlanActiveMutationVariables>(SetPlanActiveDocument, options);
      }
export type SetPlanActiveMutationHookResult = ReturnType<typeof useSetPlanActiveMutation>;
export type SetPlanActiveMutationResult = Apollo.MutationResult<SetPlanActiveMutation>;
export type SetPlanActiveMutationOptions = Apollo.BaseMutationOptions<SetPlanActiveMutation, SetPlanActiveMutationVariables>;
export const AssetRatesDocument = gql`
    query AssetRates {
  assetRates {
    ...AssetRateFields
  }
}
    ${AssetRateFieldsFragmentDoc}`;

/**
 * __useAssetRatesQuery__
 *
 * To run a query within a React component, call `useAssetRatesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAssetRatesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAssetRatesQuery({
 *   variables: {
 *   },
 * });
 */
export function useAssetRatesQuery(baseOptions?: Apollo.QueryHookOptions<AssetRatesQuery, AssetRatesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AssetRatesQuery, AssetRatesQueryVariables>(AssetRatesDocument, options);
      }
export function useAssetRatesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AssetRatesQuery, AssetRatesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AssetRatesQuery, AssetRatesQueryVariables>(AssetRatesDocument, options);
        }
// @ts-ignore
export function useAssetRatesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AssetRatesQuery, AssetRatesQueryVariables>): Apollo.UseSuspenseQueryResult<AssetRatesQuery, AssetRatesQueryVariables>;
export function useAssetRatesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AssetRatesQuery, AssetRatesQueryVariables>): Apollo.UseSuspenseQueryResult<AssetRatesQuery | undefined, AssetRatesQueryVariables>;
export function useAssetRatesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AssetRatesQuery, AssetRatesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AssetRatesQuery, AssetRatesQueryVariables>(AssetRatesDocument, options);
        }
export type AssetRatesQueryHookResult = ReturnType<typeof useAssetRatesQuery>;
export type AssetRatesLazyQueryHookResult = ReturnType<typeof useAssetRatesLazyQuery>;
export type AssetRatesSuspenseQueryHookResult = ReturnType<typeof useAssetRatesSuspenseQuery>;
export type AssetRatesQueryResult = Apollo.QueryResult<AssetRatesQuery, AssetRatesQueryVariables>;
export const SetManualRateDocument = gql`
    mutation SetManualRate($input: SetManualRateInput!) {
  setManualRate(input: $input) {
    ...AssetRateFields
  }
}
    ${AssetRateFieldsFragmentDoc}`;
export type SetManualRateMutationFn = Apollo.MutationFunction<SetManualRateMutation, SetManualRateMutationVariables>;

/**
 * __useSetManualRateMutation__
 *
 * To run a mutation, you first call `useSetManualRateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetManualRateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setManualRateMutation, { data, loading, error }] = useSetManualRateMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSetManualRateMutation(baseOptions?: Apollo.MutationHookOptions<SetManualRateMutation, SetManualRateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetManualRateMutation, SetManualRateMutationVariables>(SetManualRateDocument, options);
      }
export type SetManualRateMutationHookResult = ReturnType<typeof useSetManualRateMutation>;
export type SetManualRateMutationResult = Apollo.MutationResult<SetManualRateMutation>;
export type SetManualRateMutationOptions = Apollo.BaseMutationOptions<SetManualRateMutation, SetManualRateMutationVariables>;
export const ClearManualRateDocument = gql`
    mutation ClearManualRate($input: ClearManualRateInput!) {
  clearManualRate(input: $input) {
    ...AssetRateFields
  }
}
    ${AssetRateFieldsFragmentDoc}`;
export type ClearManualRateMutationFn = Apollo.MutationFunction<ClearManualRateMutation, ClearManualRateMutationVariables>;

/**
 * __useClearManualRateMutation__
 *
 * To run a mutation, you first call `useClearManualRateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useClearManualRateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [clearManualRateMutation, { data, loading, error }] = useClearManualRateMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useClearManualRateMutation(baseOptions?: Apollo.MutationHookOptions<ClearManualRateMutation, ClearManualRateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ClearManualRateMutation, ClearManualRateMutationVariables>(ClearManualRateDocument, options);
      }
export type ClearManualRateMutationHookResult = ReturnType<typeof useClearManualRateMutation>;
export type ClearManualRateMutationResult = Apollo.MutationResult<ClearManualRateMutation>;
export type ClearManualRateMutationOptions = Apollo.BaseMutationOptions<ClearManualRateMutation, ClearManualRateMutationVariables>;
export const AdminReserveAddressesDocument = gql`
    query AdminReserveAddresses {
  reserveAddresses {
    ...AdminReserveAddressFields
  }
}
    ${AdminReserveAddressFieldsFragmentDoc}`;

/**
 * __useAdminReserveAddressesQuery__
 *
 * To run a query within a React component, call `useAdminReserveAddressesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminReserveAddressesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminReserveAddressesQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminReserveAddressesQuery(baseOptions?: Apollo.QueryHookOptions<AdminReserveAddressesQuery, AdminReserveAddressesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminReserveAddressesQuery, AdminReserveAddressesQueryVariables>(AdminReserveAddressesDocument, options);
      }
export function useAdminReserveAddressesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminReserveAddressesQuery, AdminReserveAddressesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminReserveAddressesQuery, AdminReserveAddressesQueryVariables>(AdminReserveAddressesDocument, options);
        }
// @ts-ignore
export function useAdminReserveAddressesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminReserveAddressesQuery, AdminReserveAddressesQueryVariables>): Apollo.UseSuspenseQueryResult<AdminReserveAddressesQuery, AdminReserveAddressesQueryVariables>;
export function useAdminReserveAddressesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminReserveAddressesQuery, AdminReserveAddressesQueryVariables>): Apollo.UseSuspenseQueryResult<AdminReserveAddressesQuery | undefined, AdminReserveAddressesQueryVariables>;
export function useAdminReserveAddressesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminReserveAddressesQuery, AdminReserveAddressesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminReserveAddressesQuery, AdminReserveAddressesQueryVariables>(AdminReserveAddressesDocument, options);
        }
export type AdminReserveAddressesQueryHookResult = ReturnType<typeof useAdminReserveAddressesQuery>;
export type AdminReserveAddressesLazyQueryHookResult = ReturnType<typeof useAdminReserveAddressesLazyQuery>;
export type AdminReserveAddressesSuspenseQueryHookResult = ReturnType<typeof useAdminReserveAddressesSuspenseQuery>;
export type AdminReserveAddressesQueryResult = Apollo.QueryResult<AdminReserveAddressesQuery, AdminReserveAddressesQueryVariables>;
export const ReserveSigningMessageDocument = gql`
    query ReserveSigningMessage($network: String!, $address: String!) {
  reserveSigningMessage(network: $network, address: $address)
}
    `;

/**
 * __useReserveSigningMessageQuery__
 *
 * To run a query within a React component, call `useReserveSigningMessageQuery` and pass it any options that fit your needs.
 * When your component renders, `useReserveSigningMessageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useReserveSigningMessageQuery({
 *   variables: {
 *      network: // value for 'network'
 *      address: // value for 'address'
 *   },
 * });
 */
export function useReserveSigningMessageQuery(baseOptions: Apollo.QueryHookOptions<ReserveSigningMessageQuery, ReserveSigningMessageQueryVariables> & ({ variables: ReserveSigningMessageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ReserveSigningMessageQuery, ReserveSigningMessageQueryVariables>(ReserveSigningMessageDocument, options);
      }
export function useReserveSigningMessageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ReserveSigningMessageQuery, ReserveSigningMessageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ReserveSigningMessageQuery, ReserveSigningMessageQueryVariables>(ReserveSigningMessageDocument, options);
        }
// @ts-ignore
export function useReserveSigningMessageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ReserveSigningMessageQuery, ReserveSigningMessageQueryVariables>): Apollo.UseSuspenseQueryResult<ReserveSigningMessageQuery, ReserveSigningMessageQueryVariables>;
export function useReserveSigningMessageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReserveSigningMessageQuery, ReserveSigningMessageQueryVariables>): Apollo.UseSuspenseQueryResult<ReserveSigningMessageQuery | undefined, ReserveSigningMessageQueryVariables>;
export function useReserveSigningMessageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReserveSigningMessageQuery, ReserveSigningMessageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ReserveSigningMessageQuery, ReserveSigningMessageQueryVariables>(ReserveSigningMessageDocument, options);
        }
export type ReserveSigningMessageQueryHookResult = ReturnType<typeof useReserveSigningMessageQuery>;
export type ReserveSigningMessageLazyQueryHookResult = ReturnType<typeof useReserveSigningMessageLazyQuery>;
export type ReserveSigningMessageSuspenseQueryHookResult = ReturnType<typeof useReserveSigningMessageSuspenseQuery>;
export type ReserveSigningMessageQueryResult = Apollo.QueryResult<ReserveSigningMessageQuery, ReserveSigningMessageQueryVariables>;
export const DeclareReserveAddressDocument = gql`
    mutation DeclareReserveAddress($input: DeclareReserveAddressInput!) {
  declareReserveAddress(input: $input) {
    ...AdminReserveAddressFields
  }
}
    ${AdminReserveAddressFieldsFragmentDoc}`;
export type DeclareReserveAddressMutationFn = Apollo.MutationFunction<DeclareReserveAddressMutation, DeclareReserveAddressMutationVariables>;

/**
 * __useDeclareReserveAddressMutation__
 *
 * To run a mutation, you first call `useDeclareReserveAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeclareReserveAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [declareReserveAddressMutation, { data, loading, error }] = useDeclareReserveAddressMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useDeclareReserveAddressMutation(baseOptions?: Apollo.MutationHookOptions<DeclareReserveAddressMutation, DeclareReserveAddressMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeclareReserveAddressMutation, DeclareReserveAddressMutationVariables>(DeclareReserveAddressDocument, options);
      }
export type DeclareReserveAddressMutationHookResult = ReturnType<typeof useDeclareReserveAddressMutation>;
export type DeclareReserveAddressMutationResult = Apollo.MutationResult<DeclareReserveAddressMutation>;
export type DeclareReserveAddressMutationOptions = Apollo.BaseMutationOptions<DeclareReserveAddressMutation, DeclareReserveAddressMutationVariables>;
export const RemoveReserveAddressDocument = gql`
    mutation RemoveReserveAddress($id: ID!) {
  removeReserveAddress(id: $id) {
    ...AdminReserveAddressFields
  }
}
    ${AdminReserveAddressFieldsFragmentDoc}`;
export type RemoveReserveAddressMutationFn = Apollo.MutationFunction<RemoveReserveAddressMutation, RemoveReserveAddressMutationVariables>;

/**
 * __useRemoveReserveAddressMutation__
 *
 * To run a mutation, you first call `useRemoveReserveAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveReserveAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeReserveAddressMutation, { data, loading, error }] = useRemoveReserveAddressMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRemoveReserveAddressMutation(baseOptions?: Apollo.MutationHookOptions<RemoveReserveAddressMutation, RemoveReserveAddressMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RemoveReserveAddressMutation, RemoveReserveAddressMutationVariables>(RemoveReserveAddressDocument, options);
      }
export type RemoveReserveAddressMutationHookResult = ReturnType<typeof useRemoveReserveAddressMutation>;
export type RemoveReserveAddressMutationResult = Apollo.MutationResult<RemoveReserveAddressMutation>;
export type RemoveReserveAddressMutationOptions = Apollo.BaseMutationOptions<RemoveReserveAddressMutation, RemoveReserveAddressMutationVariables>;
export const AdminUsersDocument = gql`
    query AdminUsers($search: String, $first: Int, $after: String) {
  adminUsers(search: $search, first: $first, after: $after) {
    nodes {
      ...AdminUserFields
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    ${AdminUserFieldsFragmentDoc}`;

/**
 * __useAdminUsersQuery__
 *
 * To run a query within a React component, call `useAdminUsersQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminUsersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminUsersQuery({
 *   variables: {
 *      search: // value for 'search'
 *      first: // value for 'first'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useAdminUsersQuery(baseOptions?: Apollo.QueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminUsersQuery, AdminUsersQueryVariables>(AdminUsersDocument, options);
      }
export function useAdminUsersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminUsersQuery, AdminUsersQueryVariables>(AdminUsersDocument, options);
        }
// @ts-ignore
export function useAdminUsersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>): Apollo.UseSuspenseQueryResult<AdminUsersQuery, AdminUsersQueryVariables>;
export function useAdminUsersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>): Apollo.UseSuspenseQueryResult<AdminUsersQuery | undefined, AdminUsersQueryVariables>;
export function useAdminUsersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminUsersQuery, AdminUsersQueryVariables>(AdminUsersDocument, options);
        }
export type AdminUsersQueryHookResult = ReturnType<typeof useAdminUsersQuery>;
export type AdminUsersLazyQueryHookResult = ReturnType<typeof useAdminUsersLazyQuery>;
export type AdminUsersSuspenseQueryHookResult = ReturnType<typeof useAdminUsersSuspenseQuery>;
export type AdminUsersQueryResult = Apollo.QueryResult<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminUserDetailDocument = gql`
    query AdminUserDetail($id: ID!) {
  adminUser(id: $id) {
    user {
      ...AdminUserFields
    }
    balances {
      main
      profit
      withdrawable
    }
    transactions {
      id
      kind
      title
      amount
      status
      date
    }
    transactionCount
    investments {
      currentlyInvested
      approxProfit
      investments {
        id
        title
        amount
        status
        startedAt
        endsAt
      }
    }
    sessions {
      id
      device
      ip
      lastSeenAt
    }
    activity {
      id
      kind
      at
      ip
      device
    }
    referralsCount
  }
}
    ${AdminUserFieldsFragmentDoc}`;

/**
 * __useAdminUserDetailQuery__
 *
 * To run a query within a React component, call `useAdminUserDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminUserDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminUserDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminUserDetailQuery(baseOptions: Apollo.QueryHookOptions<AdminUserDetailQuery, AdminUserDetailQueryVariables> & ({ variables: AdminUserDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminUserDetailQuery, AdminUserDetailQueryVariables>(AdminUserDetailDocument, options);
      }
export function useAdminUserDetailLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminUserDetailQuery, AdminUserDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminUserDetailQuery, AdminUserDetailQueryVariables>(AdminUserDetailDocument, options);
        }
// @ts-ignore
export function useAdminUserDetailSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminUserDetailQuery, AdminUserDetailQueryVariables>): Apollo.UseSuspenseQueryResult<AdminUserDetailQuery, AdminUserDetailQueryVariables>;
export function useAdminUserDetailSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminUserDetailQuery, AdminUserDetailQueryVariables>): Apollo.UseSuspenseQueryResult<AdminUserDetailQuery | undefined, AdminUserDetailQueryVariables>;
export function useAdminUserDetailSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminUserDetailQuery, AdminUserDetailQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminUserDetailQuery, AdminUserDetailQueryVariables>(AdminUserDetailDocument, options);
        }
export type AdminUserDetailQueryHookResult = ReturnType<typeof useAdminUserDetailQuery>;
export type AdminUserDetailLazyQueryHookResult = ReturnType<typeof useAdminUserDetailLazyQuery>;
export type AdminUserDetailSuspenseQueryHookResult = ReturnType<typeof useAdminUserDetailSuspenseQuery>;
export type AdminUserDetailQueryResult = Apollo.QueryResult<AdminUserDetailQuery, AdminUserDetailQueryVariables>;
export const AdminFreezeUserDocument = gql`
    mutation AdminFreezeUser($userId: ID!, $reason: String!) {
  freezeUser(userId: $userId, reason: $reason) {
    ...AdminUserFields
  }
}
    ${AdminUserFieldsFragmentDoc}`;
export type AdminFreezeUserMutationFn = Apollo.MutationFunction<AdminFreezeUserMutation, AdminFreezeUserMutationVariables>;

/**
 * __useAdminFreezeUserMutation__
 *
 * To run a mutation, you first call `useAdminFreezeUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminFreezeUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminFreezeUserMutation, { data, loading, error }] = useAdminFreezeUserMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useAdminFreezeUserMutation(baseOptions?: Apollo.MutationHookOptions<AdminFreezeUserMutation, AdminFreezeUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AdminFreezeUserMutation, AdminFreezeUserMutationVariables>(AdminFreezeUserDocument, options);
      }
export type AdminFreezeUserMutationHookResult = ReturnType<typeof useAdminFreezeUserMutation>;
export type AdminFreezeUserMutationResult = Apollo.MutationResult<AdminFreezeUserMutation>;
export type AdminFreezeUserMutationOptions = Apollo.BaseMutationOptions<AdminFreezeUserMutation, AdminFreezeUserMutationVariables>;
export const AdminUnfreezeUserDocument = gql`
    mutation AdminUnfreezeUser($userId: ID!) {
  unfreezeUser(userId: $userId) {
    ...AdminUserFields
  }
}
    ${AdminUserFieldsFragmentDoc}`;
export type AdminUnfreezeUserMutationFn = Apollo.MutationFunction<AdminUnfreezeUserMutation, AdminUnfreezeUserMutationVariables>;

/**
 * __useAdminUnfreezeUserMutation__
 *
 * To run a mutation, you first call `useAdminUnfreezeUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminUnfreezeUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminUnfreezeUserMutation, { data, loading, error }] = useAdminUnfreezeUserMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *   },
 * });
 */
export function useAdminUnfreezeUserMutation(baseOptions?: Apollo.MutationHookOptions<AdminUnfreezeUserMutation, AdminUnfreezeUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AdminUnfreezeUserMutation, AdminUnfreezeUserMutationVariables>(AdminUnfreezeUserDocument, options);
      }
export type AdminUnfreezeUserMutationHookResult = ReturnType<typeof useAdminUnfreezeUserMutation>;
export type AdminUnfreezeUserMutationResult = Apollo.MutationResult<AdminUnfreezeUserMutation>;
export type AdminUnfreezeUserMutationOptions = Apollo.BaseMutationOptions<AdminUnfreezeUserMutation, AdminUnfreezeUserMutationVariables>;
export const AdminResetTwoFactorDocument = gql`
    mutation AdminResetTwoFactor($userId: ID!, $reason: String!) {
  resetTwoFactor(userId: $userId, reason: $reason) {
    ...AdminUserFields
  }
}
    ${AdminUserFieldsFragmentDoc}`;
export type AdminResetTwoFactorMutationFn = Apollo.MutationFunction<AdminResetTwoFactorMutation, AdminResetTwoFactorMutationVariables>;

/**
 * __useAdminResetTwoFactorMutation__
 *
 * To run a mutation, you first call `useAdminResetTwoFactorMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminResetTwoFactorMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminResetTwoFactorMutation, { data, loading, error }] = useAdminResetTwoFactorMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useAdminResetTwoFactorMutation(baseOptions?: Apollo.MutationHookOptions<AdminResetTwoFactorMutation, AdminResetTwoFactorMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AdminResetTwoFactorMutation, AdminResetTwoFactorMutationVariables>(AdminResetTwoFactorDocument, options);
      }
export type AdminResetTwoFactorMutationHookResult = ReturnType<typeof useAdminResetTwoFactorMutation>;
export type AdminResetTwoFactorMutationResult = Apollo.MutationResult<AdminResetTwoFactorMutation>;
export type AdminResetTwoFactorMutationOptions = Apollo.BaseMutationOptions<AdminResetTwoFactorMutation, AdminResetTwoFactorMutationVariables>;
export const AdminSetUserRoleDocument = gql`
    mutation AdminSetUserRole($userId: ID!, $role: UserRole!, $reason: String!) {
  setUserRole(userId: $userId, role: $role, reason: $reason) {
    ...AdminUserFields
  }
}
    ${AdminUserFieldsFragmentDoc}`;
export type AdminSetUserRoleMutationFn = Apollo.MutationFunction<AdminSetUserRoleMutation, AdminSetUserRoleMutationVariables>;

/**
 * __useAdminSetUserRoleMutation__
 *
 * To run a mutation, you first call `useAdminSetUserRoleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminSetUserRoleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminSetUserRoleMutation, { data, loading, error }] = useAdminSetUserRoleMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      role: // value for 'role'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useAdminSetUserRoleMutation(baseOptions?: Apollo.MutationHookOptions<AdminSetUserRoleMutation, AdminSetUserRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AdminSetUserRoleMutation, AdminSetUserRoleMutationVariables>(AdminSetUserRoleDocument, options);
      }
export type AdminSetUserRoleMutationHookResult = ReturnType<typeof useAdminSetUserRoleMutation>;
export type AdminSetUserRoleMutationResult = Apollo.MutationResult<AdminSetUserRoleMutation>;
export type AdminSetUserRoleMutationOptions = Apollo.BaseMutationOptions<AdminSetUserRoleMutation, AdminSetUserRoleMutationVariables>;
export const RoleGrantRequestsDocument = gql`
    query RoleGrantRequests($userId: ID, $status: RoleGrantStatus, $first: Int) {
  roleGrantRequests(userId: $userId, status: $status, first: $first) {
    nodes {
      ...RoleGrantFields
    }
  }
}
    ${RoleGrantFieldsFragmentDoc}`;

/**
 * __useRoleGrantRequestsQuery__
 *
 * To run a query within a React component, call `useRoleGrantRequestsQuery` and pass it any options that fit your needs.
 * When your component renders, `useRoleGrantRequestsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRoleGrantRequestsQuery({
 *   variables: {
 *      userId: // value for 'userId'
 *      status: // value for 'status'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useRoleGrantRequestsQuery(baseOptions?: Apollo.QueryHookOptions<RoleGrantRequestsQuery, RoleGrantRequestsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<RoleGrantRequestsQuery, RoleGrantRequestsQueryVariables>(RoleGrantRequestsDocument, options);
      }
export function useRoleGrantRequestsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<RoleGrantRequestsQuery, RoleGrantRequestsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<RoleGrantRequestsQuery, RoleGrantRequestsQueryVariables>(RoleGrantRequestsDocument, options);
        }
// @ts-ignore
export function useRoleGrantRequestsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<RoleGrantRequestsQuery, RoleGrantRequestsQueryVariables>): Apollo.UseSuspenseQueryResult<RoleGrantRequestsQuery, RoleGrantRequestsQueryVariables>;
export function useRoleGrantRequestsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RoleGrantRequestsQuery, RoleGrantRequestsQueryVariables>): Apollo.UseSuspenseQueryResult<RoleGrantRequestsQuery | undefined, RoleGrantRequestsQueryVariables>;
export function useRoleGrantRequestsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RoleGrantRequestsQuery, RoleGrantRequestsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<RoleGrantRequestsQuery, RoleGrantRequestsQueryVariables>(RoleGrantRequestsDocument, options);
        }
export type RoleGrantRequestsQueryHookResult = ReturnType<typeof useRoleGrantRequestsQuery>;
export type RoleGrantRequestsLazyQueryHookResult = ReturnType<typeof useRoleGrantRequestsLazyQuery>;
export type RoleGrantRequestsSuspenseQueryHookResult = ReturnType<typeof useRoleGrantRequestsSuspenseQuery>;
export type RoleGrantRequestsQueryResult = Apollo.QueryResult<RoleGrantRequestsQuery, RoleGrantRequestsQueryVariables>;
export const RequestRoleGrantDocument = gql`
    mutation RequestRoleGrant($userId: ID!, $role: UserRole!, $reason: String!) {
  requestRoleGrant(userId: $userId, role: $role, reason: $reason) {
    ...RoleGrantFields
  }
}
    ${RoleGrantFieldsFragmentDoc}`;
export type RequestRoleGrantMutationFn = Apollo.MutationFunction<RequestRoleGrantMutation, RequestRoleGrantMutationVariables>;

/**
 * __useRequestRoleGrantMutation__
 *
 * To run a mutation, you first call `useRequestRoleGrantMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestRoleGrantMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestRoleGrantMutation, { data, loading, error }] = useRequestRoleGrantMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      role: // value for 'role'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useRequestRoleGrantMutation(baseOptions?: Apollo.MutationHookOptions<RequestRoleGrantMutation, RequestRoleGrantMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RequestRoleGrantMutation, RequestRoleGrantMutationVariables>(RequestRoleGrantDocument, options);
      }
export type RequestRoleGrantMutationHookResult = ReturnType<typeof useRequestRoleGrantMutation>;
export type RequestRoleGrantMutationResult = Apollo.MutationResult<RequestRoleGrantMutation>;
export type RequestRoleGrantMutationOptions = Apollo.BaseMutationOptions<RequestRoleGrantMutation, RequestRoleGrantMutationVariables>;
export const ApproveRoleGrantDocument = gql`
    mutation ApproveRoleGrant($id: ID!) {
  approveRoleGrant(id: $id) {
    ...RoleGrantFields
  }
}
    ${RoleGrantFieldsFragmentDoc}`;
export type ApproveRoleGrantMutationFn = Apollo.MutationFunction<ApproveRoleGrantMutation, ApproveRoleGrantMutationVariables>;

/**
 * __useApproveRoleGrantMutation__
 *
 * To run a mutation, you first call `useApproveRoleGrantMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useApproveRoleGrantMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [approveRoleGrantMutation, { data, loading, error }] = useApproveRoleGrantMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useApproveRoleGrantMutation(baseOptions?: Apollo.MutationHookOptions<ApproveRoleGrantMutation, ApproveRoleGrantMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ApproveRoleGrantMutation, ApproveRoleGrantMutationVariables>(ApproveRoleGrantDocument, options);
      }
export type ApproveRoleGrantMutationHookResult = ReturnType<typeof useApproveRoleGrantMutation>;
export type ApproveRoleGrantMutationResult = Apollo.MutationResult<ApproveRoleGrantMutation>;
export type ApproveRoleGrantMutationOptions = Apollo.BaseMutationOptions<ApproveRoleGrantMutation, ApproveRoleGrantMutationVariables>;
export const RejectRoleGrantDocument = gql`
    mutation RejectRoleGrant($id: ID!, $reason: String!) {
  rejectRoleGrant(id: $id, reason: $reason) {
    ...RoleGrantFields
  }
}
    ${RoleGrantFieldsFragmentDoc}`;
export type RejectRoleGrantMutationFn = Apollo.MutationFunction<RejectRoleGrantMutation, RejectRoleGrantMutationVariables>;

/**
 * __useRejectRoleGrantMutation__
 *
 * To run a mutation, you first call `useRejectRoleGrantMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRejectRoleGrantMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [rejectRoleGrantMutation, { data, loading, error }] = useRejectRoleGrantMutation({
 *   variables: {
 *      id: // value for 'id'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useRejectRoleGrantMutation(baseOptions?: Apollo.MutationHookOptions<RejectRoleGrantMutation, RejectRoleGrantMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RejectRoleGrantMutation, RejectRoleGrantMutationVariables>(RejectRoleGrantDocument, options);
      }
export type RejectRoleGrantMutationHookResult = ReturnType<typeof useRejectRoleGrantMutation>;
export type RejectRoleGrantMutationResult = Apollo.MutationResult<RejectRoleGrantMutation>;
export type RejectRoleGrantMutationOptions = Apollo.BaseMutationOptions<RejectRoleGrantMutation, RejectRoleGrantMutationVariables>;
export const AdminDepositWalletsDocument = gql`
    query AdminDepositWallets {
  adminDepositWallets {
    ...AdminDepositWalletFields
  }
}
    ${AdminDepositWalletFieldsFragmentDoc}`;

/**
 * __useAdminDepositWalletsQuery__
 *
 * To run a query within a React component, call `useAdminDepositWalletsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminDepositWalletsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminDepositWalletsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminDepositWalletsQuery(baseOptions?: Apollo.QueryHookOptions<AdminDepositWalletsQuery, AdminDepositWalletsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminDepositWalletsQuery, AdminDepositWalletsQueryVariables>(AdminDepositWalletsDocument, options);
      }
export function useAdminDepositWalletsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminDepositWalletsQuery, AdminDepositWalletsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminDepositWalletsQuery, AdminDepositWalletsQueryVariables>(AdminDepositWalletsDocument, options);
        }
// @ts-ignore
export function useAdminDepositWalletsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminDepositWalletsQuery, AdminDepositWalletsQueryVariables>): Apollo.UseSuspenseQueryResult<AdminDepositWalletsQuery, AdminDepositWalletsQueryVariables>;
export function useAdminDepositWalletsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminDepositWalletsQuery, AdminDepositWalletsQueryVariables>): Apollo.UseSuspenseQueryResult<AdminDepositWalletsQuery | undefined, AdminDepositWalletsQueryVariables>;
export function useAdminDepositWalletsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminDepositWalletsQuery, AdminDepositWalletsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminDepositWalletsQuery, AdminDepositWalletsQueryVariables>(AdminDepositWalletsDocument, options);
        }
export type AdminDepositWalletsQueryHookResult = ReturnType<typeof useAdminDepositWalletsQuery>;
export type AdminDepositWalletsLazyQueryHookResult = ReturnType<typeof useAdminDepositWalletsLazyQuery>;
export type AdminDepositWalletsSuspenseQueryHookResult = ReturnType<typeof useAdminDepositWalletsSuspenseQuery>;
export type AdminDepositWalletsQueryResult = Apollo.QueryResult<AdminDepositWalletsQuery, AdminDepositWalletsQueryVariables>;
export const SaveDepositWalletDocument = gql`
    mutation SaveDepositWallet($input: SaveDepositWalletInput!) {
  saveDepositWallet(input: $input) {
    ...AdminDepositWalletFields
  }
}
    ${AdminDepositWalletFieldsFragmentDoc}`;
export type SaveDepositWalletMutationFn = Apollo.MutationFunction<SaveDepositWalletMutation, SaveDepositWalletMutationVariables>;

/**
 * __useSaveDepositWalletMutation__
 *
 * To run a mutation, you first call `useSaveDepositWalletMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveDepositWalletMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveDepositWalletMutation, { data, loading, error }] = useSaveDepositWalletMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveDepositWalletMutation(baseOptions?: Apollo.MutationHookOptions<SaveDepositWalletMutation, SaveDepositWalletMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SaveDepositWalletMutation, SaveDepositWalletMutationVariables>(SaveDepositWalletDocument, options);
      }
export type SaveDepositWalletMutationHookResult = ReturnType<typeof useSaveDepositWalletMutation>;
export type SaveDepositWalletMutationResult = Apollo.MutationResult<SaveDepositWalletMutation>;
export type SaveDepositWalletMutationOptions = Apollo.BaseMutationOptions<SaveDepositWalletMutation, SaveDepositWalletMutationVariables>;
export const WebhookEndpointsDocument = gql`
    query WebhookEndpoints {
  webhookEndpoints {
    ...WebhookEndpointFields
  }
  webhookEventTypes
}
    ${WebhookEndpointFieldsFragmentDoc}`;

/**
 * __useWebhookEndpointsQuery__
 *
 * To run a query within a React component, call `useWebhookEndpointsQuery` and pass it any options that fit your needs.
 * When your component renders, `useWebhookEndpointsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWebhookEndpointsQuery({
 *   variables: {
 *   },
 * });
 */
export function useWebhookEndpointsQuery(baseOptions?: Apollo.QueryHookOptions<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>(WebhookEndpointsDocument, options);
      }
export function useWebhookEndpointsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>(WebhookEndpointsDocument, options);
        }
// @ts-ignore
export function useWebhookEndpointsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>): Apollo.UseSuspenseQueryResult<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export function useWebhookEndpointsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>): Apollo.UseSuspenseQueryResult<WebhookEndpointsQuery | undefined, WebhookEndpointsQueryVariables>;
export function useWebhookEndpointsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>(WebhookEndpointsDocument, options);
        }
export type WebhookEndpointsQueryHookResult = ReturnType<typeof useWebhookEndpointsQuery>;
export type WebhookEndpointsLazyQueryHookResult = ReturnType<typeof useWebhookEndpointsLazyQuery>;
export type WebhookEndpointsSuspenseQueryHookResult = ReturnType<typeof useWebhookEndpointsSuspenseQuery>;
export type WebhookEndpointsQueryResult = Apollo.QueryResult<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const WebhookDeliveriesDocument = gql`
    query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {
  webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {
    nodes {
      ...WebhookDeliveryFields
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    ${WebhookDeliveryFieldsFragmentDoc}`;

/**
 * __useWebhookDeliveriesQuery__
 *
 * To run a query within a React component, call `useWebhookDeliveriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useWebhookDeliveriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWebhookDeliveriesQuery({
 *   variables: {
 *      endpointId: // value for 'endpointId'
 *      first: // value for 'first'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useWebhookDeliveriesQuery(baseOptions: Apollo.QueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables> & ({ variables: WebhookDeliveriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(WebhookDeliveriesDocument, options);
      }
export function useWebhookDeliveriesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(WebhookDeliveriesDocument, options);
        }
// @ts-ignore
export function useWebhookDeliveriesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>): Apollo.UseSuspenseQueryResult<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export function useWebhookDeliveriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>): Apollo.UseSuspenseQueryResult<WebhookDeliveriesQuery | undefined, WebhookDeliveriesQueryVariables>;
export function useWebhookDeliveriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(WebhookDeliveriesDocument, options);
        }
export type WebhookDeliveriesQueryHookResult = ReturnType<typeof useWebhookDeliveriesQuery>;
export type WebhookDeliveriesLazyQueryHookResult = ReturnType<typeof useWebhookDeliveriesLazyQuery>;
export type WebhookDeliveriesSuspenseQueryHookResult = ReturnType<typeof useWebhookDeliveriesSuspenseQuery>;
export type WebhookDeliveriesQueryResult = Apollo.QueryResult<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWebhookEndpointDocument = gql`
    mutation CreateWebhookEndpoint($url: String!, $events: [String!]!) {
  createWebhookEndpoint(url: $url, events: $events) {
    ...WebhookEndpointFields
    secret
  }
}
    ${WebhookEndpointFieldsFragmentDoc}`;
export type CreateWebhookEndpointMutationFn = Apollo.MutationFunction<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;

/**
 * __useCreateWebhookEndpointMutation__
 *
 * To run a mutation, you first call `useCreateWebhookEndpointMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateWebhookEndpointMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createWebhookEndpointMutation, { data, loading, error }] = useCreateWebhookEndpointMutation({
 *   variables: {
 *      url: // value for 'url'
 *      events: // value for 'events'
 *   },
 * });
 */
export function useCreateWebhookEndpointMutation(baseOptions?: Apollo.MutationHookOptions<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>(CreateWebhookEndpointDocument, options);
      }
export type CreateWebhookEndpointMutationHookResult = ReturnType<typeof useCreateWebhookEndpointMutation>;
export type CreateWebhookEndpointMutationResult = Apollo.MutationResult<CreateWebhookEndpointMutation>;
export type CreateWebhookEndpointMutationOptions = Apollo.BaseMutationOptions<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const RotateWebhookSecretDocument = gql`
    mutation RotateWebhookSecret($id: ID!) {
  rotateWebhookSecret(id: $id) {
    ...WebhookEndpointFields
    secret
  }
}
    ${WebhookEndpointFieldsFragmentDoc}`;
export type RotateWebhookSecretMutationFn = Apollo.MutationFunction<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;

/**
 * __useRotateWebhookSecretMutation__
 *
 * To run a mutation, you first call `useRotateWebhookSecretMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRotateWebhookSecretMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [rotateWebhookSecretMutation, { data, loading, error }] = useRotateWebhookSecretMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRotateWebhookSecretMutation(baseOptions?: Apollo.MutationHookOptions<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>(RotateWebhookSecretDocument, options);
      }
export type RotateWebhookSecretMutationHookResult = ReturnType<typeof useRotateWebhookSecretMutation>;
export type RotateWebhookSecretMutationResult = Apollo.MutationResult<RotateWebhookSecretMutation>;
export type RotateWebhookSecretMutationOptions = Apollo.BaseMutationOptions<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const DisableWebhookEndpointDocument = gql`
    mutation DisableWebhookEndpoint($id: ID!) {
  disableWebhookEndpoint(id: $id) {
    ...WebhookEndpointFields
  }
}
    ${WebhookEndpointFieldsFragmentDoc}`;
export type DisableWebhookEndpointMutationFn = Apollo.MutationFunction<DisableWebhookEndpointMutation, DisableWebhookEndpointMutationVariables>;

/**
 * __useDisableWebhookEndpointMutation__
 *
 * To run a mutation, you first call `useDisableWebhookEndpointMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDisableWebhookEndpointMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [disableWebhookEndpointMutation, { data, loading, error }] = useDisableWebhookEndpointMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDisableWebhookEndpointMutation(baseOptions?: Apollo.MutationHookOptions<DisableWebhookEndpointMutation, DisableWebhookEndpointMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DisableWebhookEndpointMutation, DisableWebhookEndpointMutationVariables>(DisableWebhookEndpointDocument, options);
      }
export type DisableWebhookEndpointMutationHookResult = ReturnType<typeof useDisableWebhookEndpointMutation>;
export type DisableWebhookEndpointMutationResult = Apollo.MutationResult<DisableWebhookEndpointMutation>;
export type DisableWebhookEndpointMutationOptions = Apollo.BaseMutationOptions<DisableWebhookEndpointMutation, DisableWebhookEndpointMutationVariables>;
export const EnableWebhookEndpointDocument = gql`
    mutation EnableWebhookEndpoint($id: ID!) {
  enableWebhookEndpoint(id: $id) {
    ...WebhookEndpointFields
  }
}
    ${WebhookEndpointFieldsFragmentDoc}`;
export type EnableWebhookEndpointMutationFn = Apollo.MutationFunction<EnableWebhookEndpointMutation, EnableWebhookEndpointMutationVariables>;

/**
 * __useEnableWebhookEndpointMutation__
 *
 * To run a mutation, you first call `useEnableWebhookEndpointMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEnableWebhookEndpointMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [enableWebhookEndpointMutation, { data, loading, error }] = useEnableWebhookEndpointMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useEnableWebhookEndpointMutation(baseOptions?: Apollo.MutationHookOptions<EnableWebhookEndpointMutation, EnableWebhookEndpointMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<EnableWebhookEndpointMutation, EnableWebhookEndpointMutationVariables>(EnableWebhookEndpointDocument, options);
      }
export type EnableWebhookEndpointMutationHookResult = ReturnType<typeof useEnableWebhookEndpointMutation>;
export type EnableWebhookEndpointMutationResult = Apollo.MutationResult<EnableWebhookEndpointMutation>;
export type EnableWebhookEndpointMutationOptions = Apollo.BaseMutationOptions<EnableWebhookEndpointMutation, EnableWebhookEndpointMutationVariables>;
export const DeleteWebhookEndpointDocument = gql`
    mutation DeleteWebhookEndpoint($id: ID!) {
  deleteWebhookEndpoint(id: $id) {
    id
  }
}
    `;
export type DeleteWebhookEndpointMutationFn = Apollo.MutationFunction<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;

/**
 * __useDeleteWebhookEndpointMutation__
 *
 * To run a mutation, you first call `useDeleteWebhookEndpointMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteWebhookEndpointMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteWebhookEndpointMutation, { data, loading, error }] = useDeleteWebhookEndpointMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteWebhookEndpointMutation(baseOptions?: Apollo.MutationHookOptions<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>(DeleteWebhookEndpointDocument, options);
      }
export type DeleteWebhookEndpointMutationHookResult = ReturnType<typeof useDeleteWebhookEndpointMutation>;
export type DeleteWebhookEndpointMutationResult = Apollo.MutationResult<DeleteWebhookEndpointMutation>;
export type DeleteWebhookEndpointMutationOptions = Apollo.BaseMutationOptions<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const RedeliverWebhookDocument = gql`
    mutation RedeliverWebhook($deliveryId: ID!) {
  redeliverWebhook(deliveryId: $deliveryId) {
    ...WebhookDeliveryFields
  }
}
    ${WebhookDeliveryFieldsFragmentDoc}`;
export type RedeliverWebhookMutationFn = Apollo.MutationFunction<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;

/**
 * __useRedeliverWebhookMutation__
 *
 * To run a mutation, you first call `useRedeliverWebhookMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRedeliverWebhookMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [redeliverWebhookMutation, { data, loading, error }] = useRedeliverWebhookMutation({
 *   variables: {
 *      deliveryId: // value for 'deliveryId'
 *   },
 * });
 */
export function useRedeliverWebhookMutation(baseOptions?: Apollo.MutationHookOptions<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>(RedeliverWebhookDocument, options);
      }
export type RedeliverWebhookMutationHookResult = ReturnType<typeof useRedeliverWebhookMutation>;
export type RedeliverWebhookMutationResult = Apollo.MutationResult<RedeliverWebhookMutation>;
export type RedeliverWebhookMutationOptions = Apollo.BaseMutationOptions<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
export const SendWebhookTestEventDocument = gql`
    mutation SendWebhookTestEvent($id: ID!) {
  sendWebhookTestEvent(id: $id) {
    ...WebhookDeliveryFields
  }
}
    ${WebhookDeliveryFieldsFragmentDoc}`;
export type SendWebhookTestEventMutationFn = Apollo.MutationFunction<SendWebhookTestEventMutation, SendWebhookTestEventMutationVariables>;

/**
 * __useSendWebhookTestEventMutation__
 *
 * To run a mutation, you first call `useSendWebhookTestEventMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendWebhookTestEventMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendWebhookTestEventMutation, { data, loading, error }] = useSendWebhookTestEventMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useSendWebhookTestEventMutation(baseOptions?: Apollo.MutationHookOptions<SendWebhookTestEventMutation, SendWebhookTestEventMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SendWebhookTestEventMutation, SendWebhookTestEventMutationVariables>(SendWebhookTestEventDocument, options);
      }
export type SendWebhookTestEventMutationHookResult = ReturnType<typeof useSendWebhookTestEventMutation>;
export type SendWebhookTestEventMutationResult = Apollo.MutationResult<SendWebhookTestEventMutation>;
export type SendWebhookTestEventMutationOptions = Apollo.BaseMutationOptions<SendWebhookTestEventMutation, SendWebhookTestEventMutationVariables>;
export const ApiTokensDocument = gql`
    query ApiTokens {
  apiTokens {
    id
    name
    scopes
    hint
    createdAt
    lastUsedAt
    expiresAt
  }
  me {
    id
    role
  }
}
    `;

/**
 * __useApiTokensQuery__
 *
 * To run a query within a React component, call `useApiTokensQuery` and pass it any options that fit your needs.
 * When your component renders, `useApiTokensQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApiTokensQuery({
 *   variables: {
 *   },
 * });
 */
export function useApiTokensQuery(baseOptions?: Apollo.QueryHookOptions<ApiTokensQuery, ApiTokensQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ApiTokensQuery, ApiTokensQueryVariables>(ApiTokensDocument, options);
      }
export function useApiTokensLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ApiTokensQuery, ApiTokensQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ApiTokensQuery, ApiTokensQueryVariables>(ApiTokensDocument, options);
        }
// @ts-ignore
export function useApiTokensSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ApiTokensQuery, ApiTokensQueryVariables>): Apollo.UseSuspenseQueryResult<ApiTokensQuery, ApiTokensQueryVariables>;
export function useApiTokensSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ApiTokensQuery, ApiTokensQueryVariables>): Apollo.UseSuspenseQueryResult<ApiTokensQuery | undefined, ApiTokensQueryVariables>;
export function useApiTokensSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ApiTokensQuery, ApiTokensQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ApiTokensQuery, ApiTokensQueryVariables>(ApiTokensDocument, options);
        }
export type ApiTokensQueryHookResult = ReturnType<typeof useApiTokensQuery>;
export type ApiTokensLazyQueryHookResult = ReturnType<typeof useApiTokensLazyQuery>;
export type ApiTokensSuspenseQueryHookResult = ReturnType<typeof useApiTokensSuspenseQuery>;
export type ApiTokensQueryResult = Apollo.QueryResult<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = gql`
    mutation CreateApiToken($name: String!, $scopes: [ApiScope!]!, $expiresAt: DateTime) {
  createApiToken(name: $name, scopes: $scopes, expiresAt: $expiresAt) {
    id
    token
  }
}
    `;
export type CreateApiTokenMutationFn = Apollo.MutationFunction<CreateApiTokenMutation, CreateApiTokenMutationVariables>;

/**
 * __useCreateApiTokenMutation__
 *
 * To run a mutation, you first call `useCreateApiTokenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateApiTokenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createApiTokenMutation, { data, loading, error }] = useCreateApiTokenMutation({
 *   variables: {
 *      name: // value for 'name'
 *      scopes: // value for 'scopes'
 *      expiresAt: // value for 'expiresAt'
 *   },
 * });
 */
export function useCreateApiTokenMutation(baseOptions?: Apollo.MutationHookOptions<CreateApiTokenMutation, CreateApiTokenMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateApiTokenMutation, CreateApiTokenMutationVariables>(CreateApiTokenDocument, options);
      }
export type CreateApiTokenMutationHookResult = ReturnType<typeof useCreateApiTokenMutation>;
export type CreateApiTokenMutationResult = Apollo.MutationResult<CreateApiTokenMutation>;
export type CreateApiTokenMutationOptions = Apollo.BaseMutationOptions<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = gql`
    mutation RevokeApiToken($id: ID!) {
  revokeApiToken(id: $id) {
    id
  }
}
    `;
export type RevokeApiTokenMutationFn = Apollo.MutationFunction<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;

/**
 * __useRevokeApiTokenMutation__
 *
 * To run a mutation, you first call `useRevokeApiTokenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRevokeApiTokenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [revokeApiTokenMutation, { data, loading, error }] = useRevokeApiTokenMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRevokeApiTokenMutation(baseOptions?: Apollo.MutationHookOptions<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>(RevokeApiTokenDocument, options);
      }
export type RevokeApiTokenMutationHookResult = ReturnType<typeof useRevokeApiTokenMutation>;
export type RevokeApiTokenMutationResult = Apollo.MutationResult<RevokeApiTokenMutation>;
export type RevokeApiTokenMutationOptions = Apollo.BaseMutationOptions<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const LoginDocument = gql`
    mutation Login($input: LoginInput!) {
  login(input: $input) {
    ...CurrentUser
  }
}
    ${CurrentUserFragmentDoc}`;
export type LoginMutationFn = Apollo.MutationFunction<LoginMutation, LoginMutationVariables>;

/**
 * __useLoginMutation__
 *
 * To run a mutation, you first call `useLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginMutation, { data, loading, error }] = useLoginMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLoginMutation(baseOptions?: Apollo.MutationHookOptions<LoginMutation, LoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LoginMutation, LoginMutationVariables>(LoginDocument, options);
      }
export type LoginMutationHookResult = ReturnType<typeof useLoginMutation>;
export type LoginMutationResult = Apollo.MutationResult<LoginMutation>;
export type LoginMutationOptions = Apollo.BaseMutationOptions<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = gql`
    mutation Logout {
  logout
}
    `;
export type LogoutMutationFn = Apollo.MutationFunction<LogoutMutation, LogoutMutationVariables>;

/**
 * __useLogoutMutation__
 *
 * To run a mutation, you first call `useLogoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLogoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [logoutMutation, { data, loading, error }] = useLogoutMutation({
 *   variables: {
 *   },
 * });
 */
export function useLogoutMutation(baseOptions?: Apollo.MutationHookOptions<LogoutMutation, LogoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LogoutMutation, LogoutMutationVariables>(LogoutDocument, options);
      }
export type LogoutMutationHookResult = ReturnType<typeof useLogoutMutation>;
export type LogoutMutationResult = Apollo.MutationResult<LogoutMutation>;
export type LogoutMutationOptions = Apollo.BaseMutationOptions<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = gql`
    query Me {
  me {
    ...CurrentUser
  }
}
    ${CurrentUserFragmentDoc}`;

/**
 * __useMeQuery__
 *
 * To run a query within a React component, call `useMeQuery` and pass it any options that fit your needs.
 * When your component renders, `useMeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMeQuery({
 *   variables: {
 *   },
 * });
 */
export function useMeQuery(baseOptions?: Apollo.QueryHookOptions<MeQuery, MeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MeQuery, MeQueryVariables>(MeDocument, options);
      }
export function useMeLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MeQuery, MeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MeQuery, MeQueryVariables>(MeDocument, options);
        }
// @ts-ignore
export function useMeSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>): Apollo.UseSuspenseQueryResult<MeQuery, MeQueryVariables>;
export function useMeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>): Apollo.UseSuspenseQueryResult<MeQuery | undefined, MeQueryVariables>;
export function useMeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MeQuery, MeQueryVariables>(MeDocument, options);
        }
export type MeQueryHookResult = ReturnType<typeof useMeQuery>;
export type MeLazyQueryHookResult = ReturnType<typeof useMeLazyQuery>;
export type MeSuspenseQueryHookResult = ReturnType<typeof useMeSuspenseQuery>;
export type MeQueryResult = Apollo.QueryResult<MeQuery, MeQueryVariables>;
export const RegisterDocument = gql`
    mutation Register($input: RegisterInput!) {
  register(input: $input) {
    message
  }
}
    `;
export type RegisterMutationFn = Apollo.MutationFunction<RegisterMutation, RegisterMutationVariables>;

/**
 * __useRegisterMutation__
 *
 * To run a mutation, you first call `useRegisterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRegisterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [registerMutation, { data, loading, error }] = useRegisterMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRegisterMutation(baseOptions?: Apollo.MutationHookOptions<RegisterMutation, RegisterMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RegisterMutation, RegisterMutationVariables>(RegisterDocument, options);
      }
export type RegisterMutationHookResult = ReturnType<typeof useRegisterMutation>;
export type RegisterMutationResult = Apollo.MutationResult<RegisterMutation>;
export type RegisterMutationOptions = Apollo.BaseMutationOptions<RegisterMutation, RegisterMutationVariables>;
export const RequestPasswordResetDocument = gql`
    mutation RequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email) {
    message
  }
}
    `;
export type RequestPasswordResetMutationFn = Apollo.MutationFunction<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;

/**
 * __useRequestPasswordResetMutation__
 *
 * To run a mutation, you first call `useRequestPasswordResetMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestPasswordResetMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestPasswordResetMutation, { data, loading, error }] = useRequestPasswordResetMutation({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function useRequestPasswordResetMutation(baseOptions?: Apollo.MutationHookOptions<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>(RequestPasswordResetDocument, options);
      }
export type RequestPasswordResetMutationHookResult = ReturnType<typeof useRequestPasswordResetMutation>;
export type RequestPasswordResetMutationResult = Apollo.MutationResult<RequestPasswordResetMutation>;
export type RequestPasswordResetMutationOptions = Apollo.BaseMutationOptions<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = gql`
    mutation ResetPassword($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password) {
    message
    revokedApiTokens
  }
}
    `;
export type ResetPasswordMutationFn = Apollo.MutationFunction<ResetPasswordMutation, ResetPasswordMutationVariables>;

/**
 * __useResetPasswordMutation__
 *
 * To run a mutation, you first call `useResetPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResetPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resetPasswordMutation, { data, loading, error }] = useResetPasswordMutation({
 *   variables: {
 *      token: // value for 'token'
 *      password: // value for 'password'
 *   },
 * });
 */
export function useResetPasswordMutation(baseOptions?: Apollo.MutationHookOptions<ResetPasswordMutation, ResetPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ResetPasswordMutation, ResetPasswordMutationVariables>(ResetPasswordDocument, options);
      }
export type ResetPasswordMutationHookResult = ReturnType<typeof useResetPasswordMutation>;
export type ResetPasswordMutationResult = Apollo.MutationResult<ResetPasswordMutation>;
export type ResetPasswordMutationOptions = Apollo.BaseMutationOptions<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const VerifyTwoFactorLoginDocument = gql`
    mutation VerifyTwoFactorLogin($code: String!) {
  verifyTwoFactorLogin(code: $code) {
    ...CurrentUser
  }
}
    ${CurrentUserFragmentDoc}`;
export type VerifyTwoFactorLoginMutationFn = Apollo.MutationFunction<VerifyTwoFactorLoginMutation, VerifyTwoFactorLoginMutationVariables>;

/**
 * __useVerifyTwoFactorLoginMutation__
 *
 * To run a mutation, you first call `useVerifyTwoFactorLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useVerifyTwoFactorLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [verifyTwoFactorLoginMutation, { data, loading, error }] = useVerifyTwoFactorLoginMutation({
 *   variables: {
 *      code: // value for 'code'
 *   },
 * });
 */
export function useVerifyTwoFactorLoginMutation(baseOptions?: Apollo.MutationHookOptions<VerifyTwoFactorLoginMutation, VerifyTwoFactorLoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<VerifyTwoFactorLoginMutation, VerifyTwoFactorLoginMutationVariables>(VerifyTwoFactorLoginDocument, options);
      }
export type VerifyTwoFactorLoginMutationHookResult = ReturnType<typeof useVerifyTwoFactorLoginMutation>;
export type VerifyTwoFactorLoginMutationResult = Apollo.MutationResult<VerifyTwoFactorLoginMutation>;
export type VerifyTwoFactorLoginMutationOptions = Apollo.BaseMutationOptions<VerifyTwoFactorLoginMutation, VerifyTwoFactorLoginMutationVariables>;
export const DashboardDocument = gql`
    query Dashboard {
  dashboard {
    totalDeposit
    totalDepositThisMonth
    totalWithdrawal
    totalWithdrawalThisMonth
    totalProfit
    totalProfitThisMonth
    profit7d
    currentlyInvested
    approxProfit
    netGrowth
    roi
    activeSince
    monthly {
      month
      balance
      deposits
      withdrawals
      profits
    }
  }
}
    `;

/**
 * __useDashboardQuery__
 *
 * To run a query within a React component, call `useDashboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardQuery({
 *   variables: {
 *   },
 * });
 */
export function useDashboardQuery(baseOptions?: Apollo.QueryHookOptions<DashboardQuery, DashboardQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DashboardQuery, DashboardQueryVariables>(DashboardDocument, options);
      }
export function useDashboardLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DashboardQuery, DashboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DashboardQuery, DashboardQueryVariables>(DashboardDocument, options);
        }
// @ts-ignore
export function useDashboardSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DashboardQuery, DashboardQueryVariables>): Apollo.UseSuspenseQueryResult<DashboardQuery, DashboardQueryVariables>;
export function useDashboardSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DashboardQuery, DashboardQueryVariables>): Apollo.UseSuspenseQueryResult<DashboardQuery | undefined, DashboardQueryVariables>;
export function useDashboardSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DashboardQuery, DashboardQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DashboardQuery, DashboardQueryVariables>(DashboardDocument, options);
        }
export type DashboardQueryHookResult = ReturnType<typeof useDashboardQuery>;
export type DashboardLazyQueryHookResult = ReturnType<typeof useDashboardLazyQuery>;
export type DashboardSuspenseQueryHookResult = ReturnType<typeof useDashboardSuspenseQuery>;
export type DashboardQueryResult = Apollo.QueryResult<DashboardQuery, DashboardQueryVariables>;
export const CancelDepositDocument = gql`
    mutation CancelDeposit($referenceId: String!) {
  cancelDeposit(referenceId: $referenceId)
}
    `;
export type CancelDepositMutationFn = Apollo.MutationFunction<CancelDepositMutation, CancelDepositMutationVariables>;

/**
 * __useCancelDepositMutation__
 *
 * To run a mutation, you first call `useCancelDepositMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelDepositMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelDepositMutation, { data, loading, error }] = useCancelDepositMutation({
 *   variables: {
 *      referenceId: // value for 'referenceId'
 *   },
 * });
 */
export function useCancelDepositMutation(baseOptions?: Apollo.MutationHookOptions<CancelDepositMutation, CancelDepositMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CancelDepositMutation, CancelDepositMutationVariables>(CancelDepositDocument, options);
      }
export type CancelDepositMutationHookResult = ReturnType<typeof useCancelDepositMutation>;
export type CancelDepositMutationResult = Apollo.MutationResult<CancelDepositMutation>;
export type CancelDepositMutationOptions = Apollo.BaseMutationOptions<CancelDepositMutation, CancelDepositMutationVariables>;
export const DepositDraftDocument = gql`
    query DepositDraft($referenceId: String!) {
  depositDraft(referenceId: $referenceId) {
    ...DepositDraftFields
  }
}
    ${DepositDraftFieldsFragmentDoc}`;

/**
 * __useDepositDraftQuery__
 *
 * To run a query within a React component, call `useDepositDraftQuery` and pass it any options that fit your needs.
 * When your component renders, `useDepositDraftQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDepositDraftQuery({
 *   variables: {
 *      referenceId: // value for 'referenceId'
 *   },
 * });
 */
export function useDepositDraftQuery(baseOptions: Apollo.QueryHookOptions<DepositDraftQuery, DepositDraftQueryVariables> & ({ variables: DepositDraftQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DepositDraftQuery, DepositDraftQueryVariables>(DepositDraftDocument, options);
      }
export function useDepositDraftLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DepositDraftQuery, DepositDraftQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DepositDraftQuery, DepositDraftQueryVariables>(DepositDraftDocument, options);
        }
// @ts-ignore
export function useDepositDraftSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DepositDraftQuery, DepositDraftQueryVariables>): Apollo.UseSuspenseQueryResult<DepositDraftQuery, DepositDraftQueryVariables>;
export function useDepositDraftSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DepositDraftQuery, DepositDraftQueryVariables>): Apollo.UseSuspenseQueryResult<DepositDraftQuery | undefined, DepositDraftQueryVariables>;
export function useDepositDraftSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DepositDraftQuery, DepositDraftQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DepositDraftQuery, DepositDraftQueryVariables>(DepositDraftDocument, options);
        }
export type DepositDraftQueryHookResult = ReturnType<typeof useDepositDraftQuery>;
export type DepositDraftLazyQueryHookResult = ReturnType<typeof useDepositDraftLazyQuery>;
export type DepositDraftSuspenseQueryHookResult = ReturnType<typeof useDepositDraftSuspenseQuery>;
export type DepositDraftQueryResult = Apollo.QueryResult<DepositDraftQuery, DepositDraftQueryVariables>;
export const DepositEligibilityDocument = gql`
    query DepositEligibility($referenceId: String!) {
  depositEligibility(referenceId: $referenceId) {
    eligible
    redirect
    message
    deposit {
      ...DepositDraftFields
    }
  }
}
    ${DepositDraftFieldsFragmentDoc}`;

/**
 * __useDepositEligibilityQuery__
 *
 * To run a query within a React component, call `useDepositEligibilityQuery` and pass it any options that fit your needs.
 * When your component renders, `useDepositEligibilityQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDepositEligibilityQuery({
 *   variables: {
 *      referenceId: // value for 'referenceId'
 *   },
 * });
 */
export function useDepositEligibilityQuery(baseOptions: Apollo.QueryHookOptions<DepositEligibilityQuery, DepositEligibilityQueryVariables> & ({ variables: DepositEligibilityQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DepositEligibilityQuery, DepositEligibilityQueryVariables>(DepositEligibilityDocument, options);
      }
export function useDepositEligibilityLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DepositEligibilityQuery, DepositEligibilityQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DepositEligibilityQuery, DepositEligibilityQueryVariables>(DepositEligibilityDocument, options);
        }
// @ts-ignore
export function useDepositEligibilitySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DepositEligibilityQuery, DepositEligibilityQueryVariables>): Apollo.UseSuspenseQueryResult<DepositEligibilityQuery, DepositEligibilityQueryVariables>;
export function useDepositEligibilitySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DepositEligibilityQuery, DepositEligibilityQueryVariables>): Apollo.UseSuspenseQueryResult<DepositEligibilityQuery | undefined, DepositEligibilityQueryVariables>;
export function useDepositEligibilitySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DepositEligibilityQuery, DepositEligibilityQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DepositEligibilityQuery, DepositEligibilityQueryVariables>(DepositEligibilityDocument, options);
        }
export type DepositEligibilityQueryHookResult = ReturnType<typeof useDepositEligibilityQuery>;
export type DepositEligibilityLazyQueryHookResult = ReturnType<typeof useDepositEligibilityLazyQuery>;
export type DepositEligibilitySuspenseQueryHookResult = ReturnType<typeof useDepositEligibilitySuspenseQuery>;
export type DepositEligibilityQueryResult = Apollo.QueryResult<DepositEligibilityQuery, DepositEligibilityQueryVariables>;
export const DepositSettingsDocument = gql`
    query DepositSettings {
  depositSettings {
    minimumDeposit
  }
}
    `;

/**
 * __useDepositSettingsQuery__
 *
 * To run a query within a React component, call `useDepositSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useDepositSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDepositSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useDepositSettingsQuery(baseOptions?: Apollo.QueryHookOptions<DepositSettingsQuery, DepositSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DepositSettingsQuery, DepositSettingsQueryVariables>(DepositSettingsDocument, options);
      }
export function useDepositSettingsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DepositSettingsQuery, DepositSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DepositSettingsQuery, DepositSettingsQueryVariables>(DepositSettingsDocument, options);
        }
// @ts-ignore
export function useDepositSettingsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DepositSettingsQuery, DepositSettingsQueryVariables>): Apollo.UseSuspenseQueryResult<DepositSettingsQuery, DepositSettingsQueryVariables>;
export function useDepositSettingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DepositSettingsQuery, DepositSettingsQueryVariables>): Apollo.UseSuspenseQueryResult<DepositSettingsQuery | undefined, DepositSettingsQueryVariables>;
export function useDepositSettingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DepositSettingsQuery, DepositSettingsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DepositSettingsQuery, DepositSettingsQueryVariables>(DepositSettingsDocument, options);
        }
export type DepositSettingsQueryHookResult = ReturnType<typeof useDepositSettingsQuery>;
export type DepositSettingsLazyQueryHookResult = ReturnType<typeof useDepositSettingsLazyQuery>;
export type DepositSettingsSuspenseQueryHookResult = ReturnType<typeof useDepositSettingsSuspenseQuery>;
export type DepositSettingsQueryResult = Apollo.QueryResult<DepositSettingsQuery, DepositSettingsQueryVariables>;
export const DepositWalletsDocument = gql`
    query DepositWallets {
  depositWallets {
    id
    walletName
    walletAddress
    network
    asset
    networkName
    addressKind
  }
}
    `;

/**
 * __useDepositWalletsQuery__
 *
 * To run a query within a React component, call `useDepositWalletsQuery` and pass it any options that fit your needs.
 * When your component renders, `useDepositWalletsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDepositWalletsQuery({
 *   variables: {
 *   },
 * });
 */
export function useDepositWalletsQuery(baseOptions?: Apollo.QueryHookOptions<DepositWalletsQuery, DepositWalletsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DepositWalletsQuery, DepositWalletsQueryVariables>(DepositWalletsDocument, options);
      }
export function useDepositWalletsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DepositWalletsQuery, DepositWalletsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DepositWalletsQuery, DepositWalletsQueryVariables>(DepositWalletsDocument, options);
        }
// @ts-ignore
export function useDepositWalletsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DepositWalletsQuery, DepositWalletsQueryVariables>): Apollo.UseSuspenseQueryResult<DepositWalletsQuery, DepositWalletsQueryVariables>;
export function useDepositWalletsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DepositWalletsQuery, DepositWalletsQueryVariables>): Apollo.UseSuspenseQueryResult<DepositWalletsQuery | undefined, DepositWalletsQueryVariables>;
export function useDepositWalletsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DepositWalletsQuery, DepositWalletsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DepositWalletsQuery, DepositWalletsQueryVariables>(DepositWalletsDocument, options);
        }
export type DepositWalletsQueryHookResult = ReturnType<typeof useDepositWalletsQuery>;
export type DepositWalletsLazyQueryHookResult = ReturnType<typeof useDepositWalletsLazyQuery>;
export type DepositWalletsSuspenseQueryHookResult = ReturnType<typeof useDepositWalletsSuspenseQuery>;
export type DepositWalletsQueryResult = Apollo.QueryResult<DepositWalletsQuery, DepositWalletsQueryVariables>;
export const StartDepositDocument = gql`
    mutation StartDeposit($wallet: String!) {
  startDeposit(wallet: $wallet) {
    ...DepositDraftFields
  }
}
    ${DepositDraftFieldsFragmentDoc}`;
export type StartDepositMutationFn = Apollo.MutationFunction<StartDepositMutation, StartDepositMutationVariables>;

/**
 * __useStartDepositMutation__
 *
 * To run a mutation, you first call `useStartDepositMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStartDepositMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [startDepositMutation, { data, loading, error }] = useStartDepositMutation({
 *   variables: {
 *      wallet: // value for 'wallet'
 *   },
 * });
 */
export function useStartDepositMutation(baseOptions?: Apollo.MutationHookOptions<StartDepositMutation, StartDepositMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<StartDepositMutation, StartDepositMutationVariables>(StartDepositDocument, options);
      }
export type StartDepositMutationHookResult = ReturnType<typeof useStartDepositMutation>;
export type StartDepositMutationResult = Apollo.MutationResult<StartDepositMutation>;
export type StartDepositMutationOptions = Apollo.BaseMutationOptions<StartDepositMutation, StartDepositMutationVariables>;
export const SubmitDepositDocument = gql`
    mutation SubmitDeposit($input: SubmitDepositInput!, $screenshot: Upload!, $idempotencyKey: String) {
  submitDeposit(
    input: $input
    screenshot: $screenshot
    idempotencyKey: $idempotencyKey
  ) {
    id
    kind
    title
    amount
    status
    date
    referenceId
  }
}
    `;
export type SubmitDepositMutationFn = Apollo.MutationFunction<SubmitDepositMutation, SubmitDepositMutationVariables>;

/**
 * __useSubmitDepositMutation__
 *
 * To run a mutation, you first call `useSubmitDepositMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSubmitDepositMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [submitDepositMutation, { data, loading, error }] = useSubmitDepositMutation({
 *   variables: {
 *      input: // value for 'input'
 *      screenshot: // value for 'screenshot'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useSubmitDepositMutation(baseOptions?: Apollo.MutationHookOptions<SubmitDepositMutation, SubmitDepositMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SubmitDepositMutation, SubmitDepositMutationVariables>(SubmitDepositDocument, options);
      }
export type SubmitDepositMutationHookResult = ReturnType<typeof useSubmitDepositMutation>;
export type SubmitDepositMutationResult = Apollo.MutationResult<SubmitDepositMutation>;
export type SubmitDepositMutationOptions = Apollo.BaseMutationOptions<SubmitDepositMutation, SubmitDepositMutationVariables>;
export const TrackDepositDocument = gql`
    mutation TrackDeposit($input: TrackDepositInput!) {
  trackDeposit(input: $input) {
    ...DepositDraftFields
  }
}
    ${DepositDraftFieldsFragmentDoc}`;
export type TrackDepositMutationFn = Apollo.MutationFunction<TrackDepositMutation, TrackDepositMutationVariables>;

/**
 * __useTrackDepositMutation__
 *
 * To run a mutation, you first call `useTrackDepositMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useTrackDepositMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [trackDepositMutation, { data, loading, error }] = useTrackDepositMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useTrackDepositMutation(baseOptions?: Apollo.MutationHookOptions<TrackDepositMutation, TrackDepositMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<TrackDepositMutation, TrackDepositMutationVariables>(TrackDepositDocument, options);
      }
export type TrackDepositMutationHookResult = ReturnType<typeof useTrackDepositMutation>;
export type TrackDepositMutationResult = Apollo.MutationResult<TrackDepositMutation>;
export type TrackDepositMutationOptions = Apollo.BaseMutationOptions<TrackDepositMutation, TrackDepositMutationVariables>;
export const FinalizeInvestmentDocument = gql`
    mutation FinalizeInvestment($idempotencyKey: String) {
  finalizeInvestment(idempotencyKey: $idempotencyKey) {
    id
    kind
    title
    amount
    status
    date
  }
}
    `;
export type FinalizeInvestmentMutationFn = Apollo.MutationFunction<FinalizeInvestmentMutation, FinalizeInvestmentMutationVariables>;

/**
 * __useFinalizeInvestmentMutation__
 *
 * To run a mutation, you first call `useFinalizeInvestmentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useFinalizeInvestmentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [finalizeInvestmentMutation, { data, loading, error }] = useFinalizeInvestmentMutation({
 *   variables: {
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useFinalizeInvestmentMutation(baseOptions?: Apollo.MutationHookOptions<FinalizeInvestmentMutation, FinalizeInvestmentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<FinalizeInvestmentMutation, FinalizeInvestmentMutationVariables>(FinalizeInvestmentDocument, options);
      }
export type FinalizeInvestmentMutationHookResult = ReturnType<typeof useFinalizeInvestmentMutation>;
export type FinalizeInvestmentMutationResult = Apollo.MutationResult<FinalizeInvestmentMutation>;
export type FinalizeInvestmentMutationOptions = Apollo.BaseMutationOptions<FinalizeInvestmentMutation, FinalizeInvestmentMutationVariables>;
export const MyInvestmentsDocument = gql`
    query MyInvestments {
  myInvestments {
    currentlyInvested
    approxProfit
    investments {
      id
      title
      amount
      dailyInterest
      termDays
      dailyProfit
      totalProfit
      accrued
      daysAccrued
      status
      startedAt
      endsAt
    }
  }
}
    `;

/**
 * __useMyInvestmentsQuery__
 *
 * To run a query within a React component, call `useMyInvestmentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyInvestmentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyInvestmentsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyInvestmentsQuery(baseOptions?: Apollo.QueryHookOptions<MyInvestmentsQuery, MyInvestmentsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MyInvestmentsQuery, MyInvestmentsQueryVariables>(MyInvestmentsDocument, options);
      }
export function useMyInvestmentsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MyInvestmentsQuery, MyInvestmentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MyInvestmentsQuery, MyInvestmentsQueryVariables>(MyInvestmentsDocument, options);
        }
// @ts-ignore
export function useMyInvestmentsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MyInvestmentsQuery, MyInvestmentsQueryVariables>): Apollo.UseSuspenseQueryResult<MyInvestmentsQuery, MyInvestmentsQueryVariables>;
export function useMyInvestmentsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyInvestmentsQuery, MyInvestmentsQueryVariables>): Apollo.UseSuspenseQueryResult<MyInvestmentsQuery | undefined, MyInvestmentsQueryVariables>;
export function useMyInvestmentsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyInvestmentsQuery, MyInvestmentsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MyInvestmentsQuery, MyInvestmentsQueryVariables>(MyInvestmentsDocument, options);
        }
export type MyInvestmentsQueryHookResult = ReturnType<typeof useMyInvestmentsQuery>;
export type MyInvestmentsLazyQueryHookResult = ReturnType<typeof useMyInvestmentsLazyQuery>;
export type MyInvestmentsSuspenseQueryHookResult = ReturnType<typeof useMyInvestmentsSuspenseQuery>;
export type MyInvestmentsQueryResult = Apollo.QueryResult<MyInvestmentsQuery, MyInvestmentsQueryVariables>;
export const PlanSelectionDocument = gql`
    query PlanSelection {
  planSelection {
    ...PlanSelectionDetails
  }
}
    ${PlanSelectionDetailsFragmentDoc}`;

/**
 * __usePlanSelectionQuery__
 *
 * To run a query within a React component, call `usePlanSelectionQuery` and pass it any options that fit your needs.
 * When your component renders, `usePlanSelectionQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePlanSelectionQuery({
 *   variables: {
 *   },
 * });
 */
export function usePlanSelectionQuery(baseOptions?: Apollo.QueryHookOptions<PlanSelectionQuery, PlanSelectionQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PlanSelectionQuery, PlanSelectionQueryVariables>(PlanSelectionDocument, options);
      }
export function usePlanSelectionLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PlanSelectionQuery, PlanSelectionQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PlanSelectionQuery, PlanSelectionQueryVariables>(PlanSelectionDocument, options);
        }
// @ts-ignore
export function usePlanSelectionSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PlanSelectionQuery, PlanSelectionQueryVariables>): Apollo.UseSuspenseQueryResult<PlanSelectionQuery, PlanSelectionQueryVariables>;
export function usePlanSelectionSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PlanSelectionQuery, PlanSelectionQueryVariables>): Apollo.UseSuspenseQueryResult<PlanSelectionQuery | undefined, PlanSelectionQueryVariables>;
export function usePlanSelectionSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PlanSelectionQuery, PlanSelectionQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PlanSelectionQuery, PlanSelectionQueryVariables>(PlanSelectionDocument, options);
        }
export type PlanSelectionQueryHookResult = ReturnType<typeof usePlanSelectionQuery>;
export type PlanSelectionLazyQueryHookResult = ReturnType<typeof usePlanSelectionLazyQuery>;
export type PlanSelectionSuspenseQueryHookResult = ReturnType<typeof usePlanSelectionSuspenseQuery>;
export type PlanSelectionQueryResult = Apollo.QueryResult<PlanSelectionQuery, PlanSelectionQueryVariables>;
export const UpdatePlanSelectionDocument = gql`
    mutation UpdatePlanSelection($uniqId: String!, $amount: Money!) {
  updatePlanSelection(uniqId: $uniqId, amount: $amount) {
    ...PlanSelectionDetails
  }
}
    ${PlanSelectionDetailsFragmentDoc}`;
export type UpdatePlanSelectionMutationFn = Apollo.MutationFunction<UpdatePlanSelectionMutation, UpdatePlanSelectionMutationVariables>;

/**
 * __useUpdatePlanSelectionMutation__
 *
 * To run a mutation, you first call `useUpdatePlanSelectionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePlanSelectionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePlanSelectionMutation, { data, loading, error }] = useUpdatePlanSelectionMutation({
 *   variables: {
 *      uniqId: // value for 'uniqId'
 *      amount: // value for 'amount'
 *   },
 * });
 */
export function useUpdatePlanSelectionMutation(baseOptions?: Apollo.MutationHookOptions<UpdatePlanSelectionMutation, UpdatePlanSelectionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdatePlanSelectionMutation, UpdatePlanSelectionMutationVariables>(UpdatePlanSelectionDocument, options);
      }
export type UpdatePlanSelectionMutationHookResult = ReturnType<typeof useUpdatePlanSelectionMutation>;
export type UpdatePlanSelectionMutationResult = Apollo.MutationResult<UpdatePlanSelectionMutation>;
export type UpdatePlanSelectionMutationOptions = Apollo.BaseMutationOptions<UpdatePlanSelectionMutation, UpdatePlanSelectionMutationVariables>;
export const PlansDocument = gql`
    query Plans {
  plans {
    ...PlanCard
  }
}
    ${PlanCardFragmentDoc}`;

/**
 * __usePlansQuery__
 *
 * To run a query within a React component, call `usePlansQuery` and pass it any options that fit your needs.
 * When your component renders, `usePlansQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePlansQuery({
 *   variables: {
 *   },
 * });
 */
export function usePlansQuery(baseOptions?: Apollo.QueryHookOptions<PlansQuery, PlansQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PlansQuery, PlansQueryVariables>(PlansDocument, options);
      }
export function usePlansLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PlansQuery, PlansQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PlansQuery, PlansQueryVariables>(PlansDocument, options);
        }
// @ts-ignore
export function usePlansSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PlansQuery, PlansQueryVariables>): Apollo.UseSuspenseQueryResult<PlansQuery, PlansQueryVariables>;
export function usePlansSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PlansQuery, PlansQueryVariables>): Apollo.UseSuspenseQueryResult<PlansQuery | undefined, PlansQueryVariables>;
export function usePlansSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PlansQuery, PlansQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PlansQuery, PlansQueryVariables>(PlansDocument, options);
        }
export type PlansQueryHookResult = ReturnType<typeof usePlansQuery>;
export type PlansLazyQueryHookResult = ReturnType<typeof usePlansLazyQuery>;
export type PlansSuspenseQueryHookResult = ReturnType<typeof usePlansSuspenseQuery>;
export type PlansQueryResult = Apollo.QueryResult<PlansQuery, PlansQueryVariables>;
export const SelectPlanDocument = gql`
    mutation SelectPlan($uniqId: String!) {
  selectPlan(uniqId: $uniqId) {
    amount
    profit
    plan {
      id
      uniqId
    }
  }
}
    `;
export type SelectPlanMutationFn = Apollo.MutationFunction<SelectPlanMutation, SelectPlanMutationVariables>;

/**
 * __useSelectPlanMutation__
 *
 * To run a mutation, you first call `useSelectPlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSelectPlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [selectPlanMutation, { data, loading, error }] = useSelectPlanMutation({
 *   variables: {
 *      uniqId: // value for 'uniqId'
 *   },
 * });
 */
export function useSelectPlanMutation(baseOptions?: Apollo.MutationHookOptions<SelectPlanMutation, SelectPlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SelectPlanMutation, SelectPlanMutationVariables>(SelectPlanDocument, options);
      }
export type SelectPlanMutationHookResult = ReturnType<typeof useSelectPlanMutation>;
export type SelectPlanMutationResult = Apollo.MutationResult<SelectPlanMutation>;
export type SelectPlanMutationOptions = Apollo.BaseMutationOptions<SelectPlanMutation, SelectPlanMutationVariables>;
export const RequestEmailChangeDocument = gql`
    mutation RequestEmailChange($newEmail: String!) {
  requestEmailChange(newEmail: $newEmail)
}
    `;
export type RequestEmailChangeMutationFn = Apollo.MutationFunction<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>;

/**
 * __useRequestEmailChangeMutation__
 *
 * To run a mutation, you first call `useRequestEmailChangeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestEmailChangeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestEmailChangeMutation, { data, loading, error }] = useRequestEmailChangeMutation({
 *   variables: {
 *      newEmail: // value for 'newEmail'
 *   },
 * });
 */
export function useRequestEmailChangeMutation(baseOptions?: Apollo.MutationHookOptions<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>(RequestEmailChangeDocument, options);
      }
export type RequestEmailChangeMutationHookResult = ReturnType<typeof useRequestEmailChangeMutation>;
export type RequestEmailChangeMutationResult = Apollo.MutationResult<RequestEmailChangeMutation>;
export type RequestEmailChangeMutationOptions = Apollo.BaseMutationOptions<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>;
export const ConfirmEmailChangeDocument = gql`
    mutation ConfirmEmailChange($code: String!) {
  confirmEmailChange(code: $code) {
    ...CurrentUser
  }
}
    ${CurrentUserFragmentDoc}`;
export type ConfirmEmailChangeMutationFn = Apollo.MutationFunction<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;

/**
 * __useConfirmEmailChangeMutation__
 *
 * To run a mutation, you first call `useConfirmEmailChangeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useConfirmEmailChangeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [confirmEmailChangeMutation, { data, loading, error }] = useConfirmEmailChangeMutation({
 *   variables: {
 *      code: // value for 'code'
 *   },
 * });
 */
export function useConfirmEmailChangeMutation(baseOptions?: Apollo.MutationHookOptions<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>(ConfirmEmailChangeDocument, options);
      }
export type ConfirmEmailChangeMutationHookResult = ReturnType<typeof useConfirmEmailChangeMutation>;
export type ConfirmEmailChangeMutationResult = Apollo.MutationResult<ConfirmEmailChangeMutation>;
export type ConfirmEmailChangeMutationOptions = Apollo.BaseMutationOptions<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const ChangePasswordDocument = gql`
    mutation ChangePassword($currentPassword: String!, $newPassword: String!, $twoFactorCode: String) {
  changePassword(
    currentPassword: $currentPassword
    newPassword: $newPassword
    twoFactorCode: $twoFactorCode
  ) {
    signedOutSessions
    revokedApiTokens
  }
}
    `;
export type ChangePasswordMutationFn = Apollo.MutationFunction<ChangePasswordMutation, ChangePasswordMutationVariables>;

/**
 * __useChangePasswordMutation__
 *
 * To run a mutation, you first call `useChangePasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangePasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changePasswordMutation, { data, loading, error }] = useChangePasswordMutation({
 *   variables: {
 *      currentPassword: // value for 'currentPassword'
 *      newPassword: // value for 'newPassword'
 *      twoFactorCode: // value for 'twoFactorCode'
 *   },
 * });
 */
export function useChangePasswordMutation(baseOptions?: Apollo.MutationHookOptions<ChangePasswordMutation, ChangePasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ChangePasswordMutation, ChangePasswordMutationVariables>(ChangePasswordDocument, options);
      }
export type ChangePasswordMutationHookResult = ReturnType<typeof useChangePasswordMutation>;
export type ChangePasswordMutationResult = Apollo.MutationResult<ChangePasswordMutation>;
export type ChangePasswordMutationOptions = Apollo.BaseMutationOptions<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const DeleteAvatarDocument = gql`
    mutation DeleteAvatar {
  deleteAvatar {
    ...CurrentUser
  }
}
    ${CurrentUserFragmentDoc}`;
export type DeleteAvatarMutationFn = Apollo.MutationFunction<DeleteAvatarMutation, DeleteAvatarMutationVariables>;

/**
 * __useDeleteAvatarMutation__
 *
 * To run a mutation, you first call `useDeleteAvatarMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteAvatarMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteAvatarMutation, { data, loading, error }] = useDeleteAvatarMutation({
 *   variables: {
 *   },
 * });
 */
export function useDeleteAvatarMutation(baseOptions?: Apollo.MutationHookOptions<DeleteAvatarMutation, DeleteAvatarMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteAvatarMutation, DeleteAvatarMutationVariables>(DeleteAvatarDocument, options);
      }
export type DeleteAvatarMutationHookResult = ReturnType<typeof useDeleteAvatarMutation>;
export type DeleteAvatarMutationResult = Apollo.MutationResult<DeleteAvatarMutation>;
export type DeleteAvatarMutationOptions = Apollo.BaseMutationOptions<DeleteAvatarMutation, DeleteAvatarMutationVariables>;
export const SetLocaleDocument = gql`
    mutation SetLocale($locale: String!) {
  setLocale(locale: $locale) {
    ...CurrentUser
  }
}
    ${CurrentUserFragmentDoc}`;
export type SetLocaleMutationFn = Apollo.MutationFunction<SetLocaleMutation, SetLocaleMutationVariables>;

/**
 * __useSetLocaleMutation__
 *
 * To run a mutation, you first call `useSetLocaleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetLocaleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setLocaleMutation, { data, loading, error }] = useSetLocaleMutation({
 *   variables: {
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useSetLocaleMutation(baseOptions?: Apollo.MutationHookOptions<SetLocaleMutation, SetLocaleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetLocaleMutation, SetLocaleMutationVariables>(SetLocaleDocument, options);
      }
export type SetLocaleMutationHookResult = ReturnType<typeof useSetLocaleMutation>;
export type SetLocaleMutationResult = Apollo.MutationResult<SetLocaleMutation>;
export type SetLocaleMutationOptions = Apollo.BaseMutationOptions<SetLocaleMutation, SetLocaleMutationVariables>;
export const SubmitKycDocument = gql`
    mutation SubmitKyc($documentType: KycDocumentType!, $documentFront: Upload!, $documentBack: Upload, $selfie: Upload!) {
  submitKyc(
    documentType: $documentType
    documentFront: $documentFront
    documentBack: $documentBack
    selfie: $selfie
  ) {
    ...CurrentUser
  }
}
    ${CurrentUserFragmentDoc}`;
export type SubmitKycMutationFn = Apollo.MutationFunction<SubmitKycMutation, SubmitKycMutationVariables>;

/**
 * __useSubmitKycMutation__
 *
 * To run a mutation, you first call `useSubmitKycMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSubmitKycMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [submitKycMutation, { data, loading, error }] = useSubmitKycMutation({
 *   variables: {
 *      documentType: // value for 'documentType'
 *      documentFront: // value for 'documentFront'
 *      documentBack: // value for 'documentBack'
 *      selfie: // value for 'selfie'
 *   },
 * });
 */
export function useSubmitKycMutation(baseOptions?: Apollo.MutationHookOptions<SubmitKycMutation, SubmitKycMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SubmitKycMutation, SubmitKycMutationVariables>(SubmitKycDocument, options);
      }
export type SubmitKycMutationHookResult = ReturnType<typeof useSubmitKycMutation>;
export type SubmitKycMutationResult = Apollo.MutationResult<SubmitKycMutation>;
export type SubmitKycMutationOptions = Apollo.BaseMutationOptions<SubmitKycMutation, SubmitKycMutationVariables>;
export const BeginTwoFactorSetupDocument = gql`
    mutation BeginTwoFactorSetup {
  beginTwoFactorSetup {
    secret
    otpauthUri
    qrSvg
  }
}
    `;
export type BeginTwoFactorSetupMutationFn = Apollo.MutationFunction<BeginTwoFactorSetupMutation, BeginTwoFactorSetupMutationVariables>;

/**
 * __useBeginTwoFactorSetupMutation__
 *
 * To run a mutation, you first call `useBeginTwoFactorSetupMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBeginTwoFactorSetupMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [beginTwoFactorSetupMutation, { data, loading, error }] = useBeginTwoFactorSetupMutation({
 *   variables: {
 *   },
 * });
 */
export function useBeginTwoFactorSetupMutation(baseOptions?: Apollo.MutationHookOptions<BeginTwoFactorSetupMutation, BeginTwoFactorSetupMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<BeginTwoFactorSetupMutation, BeginTwoFactorSetupMutationVariables>(BeginTwoFactorSetupDocument, options);
      }
export type BeginTwoFactorSetupMutationHookResult = ReturnType<typeof useBeginTwoFactorSetupMutation>;
export type BeginTwoFactorSetupMutationResult = Apollo.MutationResult<BeginTwoFactorSetupMutation>;
export type BeginTwoFactorSetupMutationOptions = Apollo.BaseMutationOptions<BeginTwoFactorSetupMutation, BeginTwoFactorSetupMutationVariables>;
export const EnableTwoFactorDocument = gql`
    mutation EnableTwoFactor($code: String!) {
  enableTwoFactor(code: $code)
}
    `;
export type EnableTwoFactorMutationFn = Apollo.MutationFunction<EnableTwoFactorMutation, EnableTwoFactorMutationVariables>;

/**
 * __useEnableTwoFactorMutation__
 *
 * To run a mutation, you first call `useEnableTwoFactorMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEnableTwoFactorMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [enableTwoFactorMutation, { data, loading, error }] = useEnableTwoFactorMutation({
 *   variables: {
 *      code: // value for 'code'
 *   },
 * });
 */
export function useEnableTwoFactorMutation(baseOptions?: Apollo.MutationHookOptions<EnableTwoFactorMutation, EnableTwoFactorMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<EnableTwoFactorMutation, EnableTwoFactorMutationVariables>(EnableTwoFactorDocument, options);
      }
export type EnableTwoFactorMutationHookResult = ReturnType<typeof useEnableTwoFactorMutation>;
export type EnableTwoFactorMutationResult = Apollo.MutationResult<EnableTwoFactorMutation>;
export type EnableTwoFactorMutationOptions = Apollo.BaseMutationOptions<EnableTwoFactorMutation, EnableTwoFactorMutationVariables>;
export const DisableTwoFactorDocument = gql`
    mutation DisableTwoFactor {
  disableTwoFactor
}
    `;
export type DisableTwoFactorMutationFn = Apollo.MutationFunction<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>;

/**
 * __useDisableTwoFactorMutation__
 *
 * To run a mutation, you first call `useDisableTwoFactorMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDisableTwoFactorMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [disableTwoFactorMutation, { data, loading, error }] = useDisableTwoFactorMutation({
 *   variables: {
 *   },
 * });
 */
export function useDisableTwoFactorMutation(baseOptions?: Apollo.MutationHookOptions<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>(DisableTwoFactorDocument, options);
      }
export type DisableTwoFactorMutationHookResult = ReturnType<typeof useDisableTwoFactorMutation>;
export type DisableTwoFactorMutationResult = Apollo.MutationResult<DisableTwoFactorMutation>;
export type DisableTwoFactorMutationOptions = Apollo.BaseMutationOptions<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>;
export const UpdateAddressDocument = gql`
    mutation UpdateAddress($input: UpdateAddressInput!) {
  updateAddress(input: $input) {
    ...CurrentUser
  }
}
    ${CurrentUserFragmentDoc}`;
export type UpdateAddressMutationFn = Apollo.MutationFunction<UpdateAddressMutation, UpdateAddressMutationVariables>;

/**
 * __useUpdateAddressMutation__
 *
 * To run a mutation, you first call `useUpdateAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateAddressMutation, { data, loading, error }] = useUpdateAddressMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateAddressMutation(baseOptions?: Apollo.MutationHookOptions<UpdateAddressMutation, UpdateAddressMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateAddressMutation, UpdateAddressMutationVariables>(UpdateAddressDocument, options);
      }
export type UpdateAddressMutationHookResult = ReturnType<typeof useUpdateAddressMutation>;
export type UpdateAddressMutationResult = Apollo.MutationResult<UpdateAddressMutation>;
export type UpdateAddressMutationOptions = Apollo.BaseMutationOptions<UpdateAddressMutation, UpdateAddressMutationVariables>;
export const UpdateProfileDocument = gql`
    mutation UpdateProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    ...CurrentUser
  }
}
    ${CurrentUserFragmentDoc}`;
export type UpdateProfileMutationFn = Apollo.MutationFunction<UpdateProfileMutation, UpdateProfileMutationVariables>;

/**
 * __useUpdateProfileMutation__
 *
 * To run a mutation, you first call `useUpdateProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProfileMutation, { data, loading, error }] = useUpdateProfileMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProfileMutation(baseOptions?: Apollo.MutationHookOptions<UpdateProfileMutation, UpdateProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateProfileMutation, UpdateProfileMutationVariables>(UpdateProfileDocument, options);
      }
export type UpdateProfileMutationHookResult = ReturnType<typeof useUpdateProfileMutation>;
export type UpdateProfileMutationResult = Apollo.MutationResult<UpdateProfileMutation>;
export type UpdateProfileMutationOptions = Apollo.BaseMutationOptions<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const UploadAvatarDocument = gql`
    mutation UploadAvatar($avatar: Upload!) {
  uploadAvatar(avatar: $avatar) {
    ...CurrentUser
  }
}
    ${CurrentUserFragmentDoc}`;
export type UploadAvatarMutationFn = Apollo.MutationFunction<UploadAvatarMutation, UploadAvatarMutationVariables>;

/**
 * __useUploadAvatarMutation__
 *
 * To run a mutation, you first call `useUploadAvatarMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUploadAvatarMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [uploadAvatarMutation, { data, loading, error }] = useUploadAvatarMutation({
 *   variables: {
 *      avatar: // value for 'avatar'
 *   },
 * });
 */
export function useUploadAvatarMutation(baseOptions?: Apollo.MutationHookOptions<UploadAvatarMutation, UploadAvatarMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UploadAvatarMutation, UploadAvatarMutationVariables>(UploadAvatarDocument, options);
      }
export type UploadAvatarMutationHookResult = ReturnType<typeof useUploadAvatarMutation>;
export type UploadAvatarMutationResult = Apollo.MutationResult<UploadAvatarMutation>;
export type UploadAvatarMutationOptions = Apollo.BaseMutationOptions<UploadAvatarMutation, UploadAvatarMutationVariables>;
export const TransactionsDocument = gql`
    query Transactions($filter: TransactionFilter!, $search: String, $first: Int!, $after: String) {
  transactions(kind: $filter, search: $search, first: $first, after: $after) {
    edges {
      cursor
      node {
        ...TransactionFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}
    ${TransactionFieldsFragmentDoc}`;

/**
 * __useTransactionsQuery__
 *
 * To run a query within a React component, call `useTransactionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useTransactionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTransactionsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      search: // value for 'search'
 *      first: // value for 'first'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useTransactionsQuery(baseOptions: Apollo.QueryHookOptions<TransactionsQuery, TransactionsQueryVariables> & ({ variables: TransactionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<TransactionsQuery, TransactionsQueryVariables>(TransactionsDocument, options);
      }
export function useTransactionsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<TransactionsQuery, TransactionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<TransactionsQuery, TransactionsQueryVariables>(TransactionsDocument, options);
        }
// @ts-ignore
export function useTransactionsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<TransactionsQuery, TransactionsQueryVariables>): Apollo.UseSuspenseQueryResult<TransactionsQuery, TransactionsQueryVariables>;
export function useTransactionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TransactionsQuery, TransactionsQueryVariables>): Apollo.UseSuspenseQueryResult<TransactionsQuery | undefined, TransactionsQueryVariables>;
export function useTransactionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TransactionsQuery, TransactionsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<TransactionsQuery, TransactionsQueryVariables>(TransactionsDocument, options);
        }
export type TransactionsQueryHookResult = ReturnType<typeof useTransactionsQuery>;
export type TransactionsLazyQueryHookResult = ReturnType<typeof useTransactionsLazyQuery>;
export type TransactionsSuspenseQueryHookResult = ReturnType<typeof useTransactionsSuspenseQuery>;
export type TransactionsQueryResult = Apollo.QueryResult<TransactionsQuery, TransactionsQueryVariables>;
export const RequestWithdrawalDocument = gql`
    mutation RequestWithdrawal($input: RequestWithdrawalInput!, $idempotencyKey: String) {
  requestWithdrawal(input: $input, idempotencyKey: $idempotencyKey) {
    id
    kind
    title
    amount
    status
    date
  }
}
    `;
export type RequestWithdrawalMutationFn = Apollo.MutationFunction<RequestWithdrawalMutation, RequestWithdrawalMutationVariables>;

/**
 * __useRequestWithdrawalMutation__
 *
 * To run a mutation, you first call `useRequestWithdrawalMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestWithdrawalMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestWithdrawalMutation, { data, loading, error }] = useRequestWithdrawalMutation({
 *   variables: {
 *      input: // value for 'input'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useRequestWithdrawalMutation(baseOptions?: Apollo.MutationHookOptions<RequestWithdrawalMutation, RequestWithdrawalMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RequestWithdrawalMutation, RequestWithdrawalMutationVariables>(RequestWithdrawalDocument, options);
      }
export type RequestWithdrawalMutationHookResult = ReturnType<typeof useRequestWithdrawalMutation>;
export type RequestWithdrawalMutationResult = Apollo.MutationResult<RequestWithdrawalMutation>;
export type RequestWithdrawalMutationOptions = Apollo.BaseMutationOptions<RequestWithdrawalMutation, RequestWithdrawalMutationVariables>;
export const WithdrawalOptionsDocument = gql`
    query WithdrawalOptions($lang: String) {
  withdrawalOptions(lang: $lang) {
    options {
      coinName
      network
      networkName
    }
    minimum
    fee
    payoutSchedule
  }
}
    `;

/**
 * __useWithdrawalOptionsQuery__
 *
 * To run a query within a React component, call `useWithdrawalOptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useWithdrawalOptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWithdrawalOptionsQuery({
 *   variables: {
 *      lang: // value for 'lang'
 *   },
 * });
 */
export function useWithdrawalOptionsQuery(baseOptions?: Apollo.QueryHookOptions<WithdrawalOptionsQuery, WithdrawalOptionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<WithdrawalOptionsQuery, WithdrawalOptionsQueryVariables>(WithdrawalOptionsDocument, options);
      }
export function useWithdrawalOptionsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<WithdrawalOptionsQuery, WithdrawalOptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<WithdrawalOptionsQuery, WithdrawalOptionsQueryVariables>(WithdrawalOptionsDocument, options);
        }
// @ts-ignore
export function useWithdrawalOptionsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<WithdrawalOptionsQuery, WithdrawalOptionsQueryVariables>): Apollo.UseSuspenseQueryResult<WithdrawalOptionsQuery, WithdrawalOptionsQueryVariables>;
export function useWithdrawalOptionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WithdrawalOptionsQuery, WithdrawalOptionsQueryVariables>): Apollo.UseSuspenseQueryResult<WithdrawalOptionsQuery | undefined, WithdrawalOptionsQueryVariables>;
export function useWithdrawalOptionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WithdrawalOptionsQuery, WithdrawalOptionsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<WithdrawalOptionsQuery, WithdrawalOptionsQueryVariables>(WithdrawalOptionsDocument, options);
        }
export type WithdrawalOptionsQueryHookResult = ReturnType<typeof useWithdrawalOptionsQuery>;
export type WithdrawalOptionsLazyQueryHookResult = ReturnType<typeof useWithdrawalOptionsLazyQuery>;
export type WithdrawalOptionsSuspenseQueryHookResult = ReturnType<typeof useWithdrawalOptionsSuspenseQuery>;
export type WithdrawalOptionsQueryResult = Apollo.QueryResult<WithdrawalOptionsQuery, WithdrawalOptionsQueryVariables>;