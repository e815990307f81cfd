import i18next, { type TFunction } from 'i18next';
import { formatUsd } from '../../../lib/money';

export interface AuditFilters {
  action: string;
  email: string;
}

export const NO_FILTERS: AuditFilters = { action: '', email: '' };

/** The query's filter variables: empty fields filter nothing. */
export function filterVariables(filters: AuditFilters): { action: string | null; email: string | null } {
  const value = (text: string) => text.trim() || null;
  return { action: value(filters.action), email: value(filters.email) };
}

export interface DetailLine {
  key: string;
  value: string;
}

/** An entry's details (a JSON object's text) as key: value lines; nested values stay JSON. */
export function detailLines(details: string): DetailLine[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(details);
  } catch {
    return details ? [{ key: 'details', value: details }] : [];
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return [{ key: 'details', value: JSON.stringify(parsed) }];
  return Object.entries(parsed as Record<string, unknown>).map(([key, value]) => ({ key, value: typeof value === 'string' ? value : JSON.stringify(value) }));
}

/** The details indented for reading (as they are when they are not JSON). */
export function prettyDetails(details: string): string {
  try {
    return JSON.stringify(JSON.parse(details), null, 2);
  } catch {
    return details;
  }
}

/** What a sentence needs of an entry. */
export interface SentenceEntry {
  action: string;
  actorRole: string;
  actor?: { id: string } | null;
  actorName?: string | null;
  actorEmail?: string | null;
  targetName?: string | null;
  targetEmail?: string | null;
  subjectUserId?: string | null;
  amount?: string | null;
  details: string;
}

/** A person as a sentence names them: the name, else the email. */
function person(name: string | null | undefined, email: string | null | undefined): string | null {
  return name?.trim() || email || null;
}

/**
 * The entry as a sentence in the reader's language: "Ana Admin approved a deposit of 500.00 USD by
 * John Investor (john@example.com)". Built from the action's own sentence (`sentences.<action>`)
 * with the actor, the user it is about and the amount; an action without one reads as the generic
 * sentence with the action's words. A reason in the details follows after a dash.
 */
export function auditSentence(entry: SentenceEntry, t: TFunction<'admin-audit'>): string {
  const actor = person(entry.actorName, entry.actorEmail) ?? (entry.actor ? t('people.removed') : t('people.system'));
  const targetName = person(entry.targetName, entry.targetEmail);
  const target = targetName
    ? entry.targetName?.trim() && entry.targetEmail
      ? `${entry.targetName.trim()} (${entry.targetEmail})`
      : targetName
    : entry.subjectUserId
      ? t('people.removed')
      : t('people.someone');
  const entryAmount = amountOf(entry);
  const amount = entryAmount ? formatUsd(entryAmount) : '—';
  const values = { actor, target, amount, action: entry.action.replace(/[._:-]+/g, ' '), interpolation: { escapeValue: false } };
  const generic = targetName || entry.subjectUserId ? t('sentences.genericAbout', values) : t('sentences.generic', values);
  const sentence = hasSentence(entry.action) ? t(`sentences.${entry.action}` as 'sentences.generic', values) : generic;
  const reason = reasonOf(entry.details);
  return reason ? t('sentences.withReason', { sentence, reason, interpolation: { escapeValue: false } }) : sentence;
}

/**
 * The USD amount an entry is about: its transaction's, or a balance correction's signed amount, which the server keeps
 * in the details (a correction has no transaction). Null when it is about no amount.
 */
export function amountOf(entry: Pick<SentenceEntry, 'action' | 'amount' | 'details'>): string | null {
  if (entry.amount) return entry.amount;
  if (!entry.action.startsWith('balance_correction.')) return null;
  try {
    const amount = (JSON.parse(entry.details) as { amount?: unknown } | null)?.amount;
    return typeof amount === 'string' && /^-?\d+(\.\d+)?$/.test(amount) ? amount : null;
  } catch {
    return null;
  }
}

/** Whether the action has its own sentence (a plain name whose key holds text, not a group of keys). */
function hasSentence(action: string): boolean {
  if (!/^[a-z0-9_]+(\.[a-z0-9_]+)*$/.test(action)) return false;
  const language = i18next.resolvedLanguage ?? i18next.language ?? 'en';
  return [language, 'en'].some((lng) => typeof i18next.getResource(lng, 'admin-audit', `sentences.${action}`) === 'string');
}

function reasonOf(details: string): string | null {
  try {
    const parsed = JSON.parse(details) as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    // Money decisions write `reason`; reviews write the state after them (`after.rejectionReason`).
    const record = parsed as { reason?: unknown; after?: { rejectionReason?: unknown; reason?: unknown } | null };
    const reason = record.reason ?? record.after?.rejectionReason ?? record.after?.reason;
    return typeof reason === 'string' && reason.trim() ? reason.trim() : null;
  } catch {
    return null;
  }
}
