import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { isConnectionError } from './connection-errors';

describe('isConnectionError', () => {
  const driver = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it.each([
    ['refused', driver('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['reset', driver('ECONNRESET')],
    ['server crash shutdown', new QueryFailedError('SELECT 1', [], driver('57P02', 'terminating connection due to unexpected postmaster exit'))],
    ['admin shutdown', driver('57P01', 'terminating connection due to administrator command')],
    ['starting up', driver('57P03', 'the database system is starting up')],
    ['connection exception class', driver('08006')],
    ['socket closed', new Error('Connection terminated unexpectedly')],
    ['released runner', new QueryRunnerAlreadyReleasedError()],
    ['socket file gone', Object.assign(driver('ENOENT', 'connect ENOENT /tmp/.s.PGSQL.5432'), { syscall: 'connect' })],
  ])('a lost connection: %s', (_, error) => expect(isConnectionError(error)).toBe(true));

  it.each([
    ['unique violation', new QueryFailedError('INSERT', [], driver('23505', 'duplicate key value'))],
    ['bad uuid', driver('22P02')],
    ['a bug', new TypeError('x is undefined')],
    ['a missing file', Object.assign(driver('ENOENT', "ENOENT: no such file or directory, open '/data/x'"), { syscall: 'open' })],
    ['nothing', undefined],
  ])('not a lost connection: %s', (_, error) => expect(isConnectionError(error)).toBe(false));
});
