import i18next from 'i18next';

/** The server takes payment screenshots up to this size. */
export const MAX_PROOF_BYTES = 10 * 1024 * 1024;

const problem = (key: string) => i18next.t(`proof.problems.${key}`, { ns: 'deposits' });

/** Why a chosen file cannot be the payment proof (in the current language), or null when it can. */
export function paymentProofProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return problem('notImage');
  if (file.size > MAX_PROOF_BYTES) return problem('tooLarge');
  return null;
}

// The server's rule for blockchain transaction ids (hashes, or explorer ids with a colon).
const TXN_ID = /^[A-Za-z0-9:_-]{10,128}$/;

/** Why a typed transaction id cannot be right (in the current language), or null when it looks fine. */
export function txnIdProblem(value: string): string | null {
  const text = value.trim();
  if (!text) return problem('txnIdMissing');
  if (!TXN_ID.test(text)) return problem('txnIdInvalid');
  return null;
}
