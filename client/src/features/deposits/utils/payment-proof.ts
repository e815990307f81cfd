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

// The server's rule for a blockchain transaction hash, whatever the network: 64 hex digits, 0x in front
// or not, any case; whitespace is dropped. The server stores it in its network's form (Ethereum with 0x).
const TX_HASH = /^(0x)?[0-9a-f]{64}$/i;

/** Why a typed transaction hash cannot be right (in the current language), or null when it looks fine. */
export function txnIdProblem(value: string): string | null {
  const text = value.replace(/\s+/g, '');
  if (!text) return problem('txnIdMissing');
  if (!TX_HASH.test(text)) return problem('txnIdInvalid');
  return null;
}
