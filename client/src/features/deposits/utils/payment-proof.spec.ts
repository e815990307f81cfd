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
  const hash = '9f2c4e1b7a' + 'ab'.repeat(27);
  const invalid = 'The transaction hash must be 64 hexadecimal characters (0-9, a-f), with 0x in front on Ethereum.';
  it.each([
    [hash, null],
    [`0x${hash}`, null],
    [`  0X${hash.toUpperCase()}  `, null],
    [`${hash.slice(0, 32)}\n${hash.slice(32)}`, null],
    ['', 'Please enter the blockchain transaction ID of your payment.'],
    ['   ', 'Please enter the blockchain transaction ID of your payment.'],
    ['0x9f2c4e1b7a', invalid],
    ['TXN-ABCDEFGHIJ', invalid],
    [hash.slice(1), invalid],
    [`${hash}0`, invalid],
    [`${hash.slice(1)}g`, invalid],
  ])('%j → %j', (value, problem) => {
    expect(txnIdProblem(value)).toBe(problem);
  });
});
