import i18next from 'i18next';

/** Actions the server records today, offered in the action filter (any other name can be typed). */
export const KNOWN_ACTIONS = [
  'deposit.submitted',
  'deposit.approved',
  'deposit.rejected',
  'referral_bonus.paid',
  'withdrawal.requested',
  'withdrawal.first_approved',
  'withdrawal.approved',
  'withdrawal.rejected',
  'investment.started',
  'investment.completed',
  'user.frozen',
  'user.unfrozen',
  'user.two_factor_reset',
  'kyc.submitted',
  'kyc.approved',
  'kyc.rejected',
  'site_content.updated',
  'deposit_wallet.saved',
  'contact_message.handled',
] as const;

/** An id as the server takes it (uuid); the filter fields check it before asking. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AuditFilters {
  action: string;
  actorId: string;
  userId: string;
}

export const NO_FILTERS: AuditFilters = { action: '', actorId: '', userId: '' };

/** What is wrong with a typed id (in the current language), or null when it is empty or well formed. */
export function idProblem(value: string): string | null {
  const text = value.trim();
  return text === '' || UUID.test(text) ? null : i18next.t('filters.idProblem', { ns: 'admin-audit' });
}

/** The query's filter variables: empty fields filter nothing. */
export function filterVariables(filters: AuditFilters): { action: string | null; actorId: string | null; userId: string | null } {
  const value = (text: string) => text.trim() || null;
  return { action: value(filters.action), actorId: value(filters.actorId), userId: value(filters.userId) };
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
