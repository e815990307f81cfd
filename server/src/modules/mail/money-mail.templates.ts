import { fill, formatAmount, formatDay, mailStrings, plural } from './mail-i18n';

export { usd } from './mail-i18n';

/**
 * The texts of the mails sent when money moves, one function per event. Amounts arrive as the
 * decimal strings Postgres gives (never JS numbers) and are written in the user's language
 * (`locale`, English when absent) with Intl: `1,234.50 USD` in English, `1.234,50 USD` in German.
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
  /** The user's language (users.locale); English when absent. */
  locale?: string | null;
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

function mail(facts: MoneyMailFacts, subject: string, lines: Array<string | false | null | undefined>, page: string): MailText {
  const words = mailStrings(facts.locale);
  const body = [
    fill(words.greeting, { name: facts.name }),
    '',
    ...lines.filter((line): line is string => typeof line === 'string'),
    '',
    fill(words.money.history, { url: `${facts.baseUrl}${page}` }),
    '',
    words.money.unexpected,
  ];
  return { subject, text: body.join('\n') };
}

const DEPOSITS = '/user/transaction/deposit';
const WITHDRAWALS = '/user/transaction/withdraw';
const INVESTMENTS = '/user/transaction/investment';

/** What every template needs: the words of the user's language and the amounts written in it. */
function words(f: MoneyMailFacts) {
  const strings = mailStrings(f.locale);
  const money = (value: string) => formatAmount(value, f.locale);
  const line = (template: string, value: string | null | undefined) => (value ? fill(template, { value }) : null);
  const destination = f.address ? `${f.address}${f.coin ? ` (${f.coin}${f.network ? `, ${f.network}` : ''})` : ''}` : null;
  return { m: strings.money, notGiven: strings.notGiven, amount: money(f.amount), money, line, destination };
}

export const moneyMailTemplates: Record<MoneyMailEvent, (facts: MoneyMailFacts) => MailText> = {
  'deposit.received': (f) => {
    const { m, amount, line } = words(f);
    return mail(
      f,
      fill(m.depositReceived.subject, { amount }),
      [fill(m.depositReceived.body, { amount }), line(m.reference, f.reference), line(m.blockchainTransaction, f.blockchainTxId)],
      DEPOSITS,
    );
  },
  'deposit.approved': (f) => {
    const { m, amount, line } = words(f);
    return mail(f, fill(m.depositApproved.subject, { amount }), [fill(m.depositApproved.body, { amount }), line(m.reference, f.reference)], DEPOSITS);
  },
  'deposit.rejected': (f) => {
    const { m, amount, line, notGiven } = words(f);
    return mail(
      f,
      fill(m.depositRejected.subject, { amount }),
      [fill(m.depositRejected.body, { amount }), fill(m.reason, { value: f.reason ?? notGiven }), line(m.reference, f.reference)],
      DEPOSITS,
    );
  },
  'withdrawal.requested': (f) => {
    const { m, amount, line, destination } = words(f);
    return mail(f, fill(m.withdrawalRequested.subject, { amount }), [fill(m.withdrawalRequested.body, { amount }), line(m.to, destination)], WITHDRAWALS);
  },
  'withdrawal.paid': (f) => {
    const { m, amount, line, destination, notGiven } = words(f);
    return mail(
      f,
      fill(m.withdrawalPaid.subject, { amount }),
      [fill(m.withdrawalPaid.body, { amount }), line(m.to, destination), fill(m.payoutTransaction, { value: f.payoutTxHash ?? notGiven })],
      WITHDRAWALS,
    );
  },
  'withdrawal.rejected': (f) => {
    const { m, amount, notGiven } = words(f);
    return mail(
      f,
      fill(m.withdrawalRejected.subject, { amount }),
      [fill(m.withdrawalRejected.body, { amount }), fill(m.reason, { value: f.reason ?? notGiven })],
      WITHDRAWALS,
    );
  },
  'investment.started': (f) => {
    const { m, amount, money } = words(f);
    const s = m.investmentStarted;
    const plan = f.plan ?? '';
    const term =
      f.termDays != null &&
      (f.endsAt ? plural(f.locale, s.termEnding, f.termDays, { date: formatDay(f.endsAt, f.locale) }) : plural(f.locale, s.term, f.termDays));
    return mail(
      f,
      fill(f.plan ? s.subjectWithPlan : s.subject, { amount, plan }),
      [fill(f.plan ? s.bodyWithPlan : s.body, { amount, plan }), term, f.totalProfit && fill(s.expectedProfit, { amount: money(f.totalProfit) })],
      INVESTMENTS,
    );
  },
  'investment.completed': (f) => {
    const { m, amount, money } = words(f);
    const s = m.investmentCompleted;
    return mail(
      f,
      fill(s.subject, { amount }),
      [fill(f.plan ? s.bodyWithPlan : s.body, { amount, plan: f.plan ?? '' }), f.totalProfit && fill(s.profitEarned, { amount: money(f.totalProfit) })],
      INVESTMENTS,
    );
  },
};
