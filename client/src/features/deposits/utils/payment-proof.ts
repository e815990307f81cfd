/** The server takes payment screenshots up to this size. */
export const MAX_PROOF_BYTES = 10 * 1024 * 1024;

/** Why a chosen file cannot be the payment proof, or null when it can. */
export function paymentProofProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return 'Only image files can be uploaded as payment proof';
  if (file.size > MAX_PROOF_BYTES) return 'The image must be at most 10 MB';
  return null;
}

// The server's rule for blockchain transaction ids (hashes, or explorer ids with a colon).
const TXN_ID = /^[A-Za-z0-9:_-]{10,128}$/;

/** Why a typed transaction id cannot be right, or null when it looks fine. */
export function txnIdProblem(value: string): string | null {
  const text = value.trim();
  if (!text) return 'Please enter the blockchain transaction ID of your payment.';
  if (!TXN_ID.test(text)) return 'The transaction ID must be 10 to 128 letters, digits, dashes or underscores.';
  return null;
}
