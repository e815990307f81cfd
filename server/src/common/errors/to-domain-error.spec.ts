import { QueryFailedError } from 'typeorm';
import { ErrorKind } from './domain-error';
import { INTERNAL_MESSAGE, SETTLED_MESSAGE, toDomainError, UNAVAILABLE_MESSAGE } from './to-domain-error';

function pgError(code: string, message: string) {
  return new QueryFailedError('UPDATE …', [], Object.assign(new Error(message), { code }));
}

describe('toDomainError on the ledger guards', () => {
  it.each([
    'ledger_accounts.balance changes only through ledger_post',
    'transaction 0b9a3f7e-4d1c-4c59-9a57-4a3f0e3d2b11 is completed: its amount, user and kind cannot change',
    'transaction 0b9a3f7e-4d1c-4c59-9a57-4a3f0e3d2b11 is pending and cannot be deleted',
  ])('a guard refusal is a conflict, not a 500: %s', (message) => {
    const error = toDomainError(pgError('42501', message));
    expect(error.kind).toBe(ErrorKind.CONFLICT);
    expect(error.message).toBe(SETTLED_MESSAGE);
  });

  it('any other insufficient-privilege error stays internal', () => {
    const error = toDomainError(pgError('42501', 'permission denied for table transactions'));
    expect(error.kind).toBe(ErrorKind.INTERNAL);
    expect(error.message).toBe(INTERNAL_MESSAGE);
  });
});

describe('toDomainError on a lost database connection', () => {
  it.each([
    pgError('57P01', 'terminating connection due to administrator command'),
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    new Error('Connection terminated unexpectedly'),
  ])('is 503 SERVICE_UNAVAILABLE (retry), not a 500: %s', (cause) => {
    const error = toDomainError(cause);
    expect(error.kind).toBe(ErrorKind.UNAVAILABLE);
    expect(error.message).toBe(UNAVAILABLE_MESSAGE);
  });
});
