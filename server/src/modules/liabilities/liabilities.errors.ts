import { DomainError, ErrorKind } from '../../common/errors/domain-error';

/** Every way a proof-of-liabilities call can be refused. */
export enum LiabilitiesErrorCode {
  /** No snapshot has been taken yet. */
  LIABILITIES_NO_SNAPSHOT = 'LIABILITIES_NO_SNAPSHOT',
  LIABILITIES_SNAPSHOT_NOT_FOUND = 'LIABILITIES_SNAPSHOT_NOT_FOUND',
  /** A snapshot number that is not a positive whole number. */
  LIABILITIES_INVALID_SNAPSHOT = 'LIABILITIES_INVALID_SNAPSHOT',
  /** The user's balance was zero when the latest snapshot was taken: nothing of theirs is in its tree. */
  LIABILITIES_NOT_INCLUDED = 'LIABILITIES_NOT_INCLUDED',
  /** Another snapshot is being taken right now. */
  LIABILITIES_SNAPSHOT_RUNNING = 'LIABILITIES_SNAPSHOT_RUNNING',
}

const MESSAGE: Record<LiabilitiesErrorCode, string> = {
  [LiabilitiesErrorCode.LIABILITIES_NO_SNAPSHOT]: 'No proof of liabilities has been published yet.',
  [LiabilitiesErrorCode.LIABILITIES_SNAPSHOT_NOT_FOUND]: 'There is no proof of liabilities snapshot with this number.',
  [LiabilitiesErrorCode.LIABILITIES_INVALID_SNAPSHOT]: 'The snapshot number must be a positive whole number.',
  [LiabilitiesErrorCode.LIABILITIES_NOT_INCLUDED]:
    'Your balance was zero when the latest snapshot was taken, so it has no leaf in that tree. The next snapshot will include any balance you hold then.',
  [LiabilitiesErrorCode.LIABILITIES_SNAPSHOT_RUNNING]: 'A snapshot is being taken right now. Try again in a minute.',
};

const KIND: Record<LiabilitiesErrorCode, ErrorKind> = {
  [LiabilitiesErrorCode.LIABILITIES_NO_SNAPSHOT]: ErrorKind.NOT_FOUND,
  [LiabilitiesErrorCode.LIABILITIES_SNAPSHOT_NOT_FOUND]: ErrorKind.NOT_FOUND,
  [LiabilitiesErrorCode.LIABILITIES_INVALID_SNAPSHOT]: ErrorKind.BAD_USER_INPUT,
  [LiabilitiesErrorCode.LIABILITIES_NOT_INCLUDED]: ErrorKind.NOT_FOUND,
  [LiabilitiesErrorCode.LIABILITIES_SNAPSHOT_RUNNING]: ErrorKind.CONFLICT,
};

export class LiabilitiesError extends DomainError {
  constructor(code: LiabilitiesErrorCode) {
    super(KIND[code], MESSAGE[code], code);
  }
}
