import { describe, expect, it } from 'vitest';
import { MAX_PROOF_BYTES, paymentProofProblem, txnIdProblem } from './payment-proof';

describe('paymentProofProblem', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/jpeg', size: MAX_PROOF_BYTES }, null],
    [{ type: 'application/pdf', size: 1000 }, 'Only image files can be uploaded as payment proof'],
    [{ type: '', size: 1000 }, 'Only image files can be uploaded as payment proof'],
    [{ type: 'image/webp', size: MAX_PROOF_BYTES + 1 }, 'The image must be at most 10 MB'],
  ])('%j → %j', (file, problem) => {
    expect(paymentProofProblem(file)).toBe(problem);
  });
});

describe('txnIdProblem', () => {
  it.each([
    ['0x9f2c4e1b7a', null],
    ['  abcdef1234_-:xyz  ', null],
    ['', 'Please enter the blockchain transaction ID of your payment.'],
    ['   ', 'Please enter the blockchain transaction ID of your payment.'],
    ['short', 'The transaction ID must be 10 to 128 letters, digits, dashes or underscores.'],
    ['has spaces in it', 'The transaction ID must be 10 to 128 letters, digits, dashes or underscores.'],
    ['a'.repeat(129), 'The transaction ID must be 10 to 128 letters, digits, dashes or underscores.'],
  ])('%j → %j', (value, problem) => {
    expect(txnIdProblem(value)).toBe(problem);
  });
});
