import { toMoney } from '../../common/money';

/**
 * The texts of the mails sent when money moves, one function per event. Amounts arrive as the
 * decimal strings Postgres gives (never JS numbers) and are written with 2 decimals and "USD".
 */
export type MoneyMailEvent =
  | 'deposit.received'
  | 'deposit.approved'
  | 'deposit.rejected'
  | 'withdrawal.requested'
  | 'withdrawal.paid'
  | 'withdrawal.rejected'
  | 'investment.started'
  | 'investment.completed';

export interface MoneyMailFacts {
  name: string;
  /** The movement's amount, a decimal string. */
  amount: string;
  /** The app's public URL, without a trailing slash. */
  baseUrl: string;
  reference?: string | null;
  blockchainTxId?: string | null;
  coin?: string | null;
  network?: string | null;
  address?: string | null;
  reason?: string | null;
  payoutTxHash?: string | null;
  plan?: string | null;
  termDays?: number | null;
  totalProfit?: string | null;
  endsAt?: Date | null;
}

export interface MailText {
  subject: string;
  text: string;
}

/** "1234.5" → "1,234.50 USD" (string arithmetic only). */
export function usd(value: string): string {
  const [whole, cents] = toMoney(value).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  return `${sign}${whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents} USD`;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

function mail(facts: MoneyMailFacts, subject: string, lines: Array<string | false | null | undefined>, page: string): MailText {
  const body = [
    `Hello ${facts.name},`,
    '',
    ...lines.filter((line): line is string => typeof line === 'string'),
    '',
    `Your history: ${facts.baseUrl}${page}`,
    '',
    'If you did not expect this message, contact support and change your password.',
  ];
  return { subject, text: body.join('\n') };
}

const DEPOSITS = '/user/transaction/deposit';
const WITHDRAWALS = '/user/transaction/withdraw';
const INVESTMENTS = '/user/transaction/investment';

export const moneyMailTemplates: Record<MoneyMailEvent, (facts: MoneyMailFacts) => MailText> = {
  'deposit.received': (f) =>
    mail(
      f,
      `Deposit received: ${usd(f.amount)}`,
      [
        `We received your deposit of ${usd(f.amount)} and will review it shortly. It is pending until then.`,
        f.reference && `Reference: ${f.reference}`,
        f.blockchainTxId && `Blockchain transaction: ${f.blockchainTxId}`,
      ],
      DEPOSITS,
    ),
  'deposit.approved': (f) =>
    mail(
      f,
      `Deposit approved: ${usd(f.amount)}`,
      [`Your deposit of ${usd(f.amount)} is approved and credited to your main balance.`, f.reference && `Reference: ${f.reference}`],
      DEPOSITS,
    ),
  'deposit.rejected': (f) =>
    mail(
      f,
      `Deposit rejected: ${usd(f.amount)}`,
      [
        `Your deposit of ${usd(f.amount)} was rejected; nothing was credited.`,
        `Reason: ${f.reason ?? 'not given'}`,
        f.reference && `Reference: ${f.reference}`,
      ],
      DEPOSITS,
    ),
  'withdrawal.requested': (f) =>
    mail(
      f,
      `Withdrawal requested: ${usd(f.amount)}`,
      [
        `We received your request to withdraw ${usd(f.amount)}. The amount is held from your balance until it is paid.`,
        f.address && `To: ${f.address}${f.coin ? ` (${f.coin}${f.network ? `, ${f.network}` : ''})` : ''}`,
      ],
      WITHDRAWALS,
    ),
  'withdrawal.paid': (f) =>
    mail(
      f,
      `Withdrawal paid: ${usd(f.amount)}`,
      [
        `Your withdrawal of ${usd(f.amount)} has been paid.`,
        f.address && `To: ${f.address}${f.coin ? ` (${f.coin}${f.network ? `, ${f.network}` : ''})` : ''}`,
        `Payout transaction: ${f.payoutTxHash ?? 'not given'}`,
      ],
      WITHDRAWALS,
    ),
  'withdrawal.rejected': (f) =>
    mail(
      f,
      `Withdrawal rejected: ${usd(f.amount)}`,
      [`Your withdrawal of ${usd(f.amount)} was rejected and the amount is back in your balance.`, `Reason: ${f.reason ?? 'not given'}`],
      WITHDRAWALS,
    ),
  'investment.started': (f) =>
    mail(
      f,
      `Investment started: ${usd(f.amount)}${f.plan ? ` in ${f.plan}` : ''}`,
      [
        `Your investment of ${usd(f.amount)}${f.plan ? ` in the ${f.plan} plan` : ''} has started.`,
        f.termDays != null && `Term: ${f.termDays} days${f.endsAt ? `, ending ${day(f.endsAt)} (UTC)` : ''}.`,
        f.totalProfit && `Expected profit over the term: ${usd(f.totalProfit)}.`,
      ],
      INVESTMENTS,
    ),
  'investment.completed': (f) =>
    mail(
      f,
      `Investment finished: ${usd(f.amount)} capital returned`,
      [
        `Your investment${f.plan ? ` in the ${f.plan} plan` : ''} has finished. Its capital of ${usd(f.amount)} is back in your main balance.`,
        f.totalProfit && `Profit earned over the term: ${usd(f.totalProfit)}.`,
      ],
      INVESTMENTS,
    ),
};
