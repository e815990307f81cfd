import { DomainError, ErrorKind } from '../../common/errors/domain-error';

/** Every way a rate can be refused. */
export enum RateErrorCode {
  /** No manual rate and no cached rate younger than five minutes: deposits in that asset wait. */
  RATE_UNAVAILABLE = 'RATE_UNAVAILABLE',
  UNKNOWN_ASSET = 'UNKNOWN_ASSET',
  INVALID_RATE = 'INVALID_RATE',
  RATE_REASON_REQUIRED = 'RATE_REASON_REQUIRED',
  /** USDT is taken at 1.00 and has no manual rate. */
  RATE_FIXED = 'RATE_FIXED',
  NO_MANUAL_RATE = 'NO_MANUAL_RATE',
}

const MESSAGE: Record<RateErrorCode, string> = {
  [RateErrorCode.RATE_UNAVAILABLE]: 'No current USD rate for this asset; deposits in it are paused. Try again in a few minutes.',
  [RateErrorCode.UNKNOWN_ASSET]: 'Unknown asset.',
  [RateErrorCode.INVALID_RATE]: 'The rate must be a positive number (USD per unit) with at most 10 decimals.',
  [RateErrorCode.RATE_REASON_REQUIRED]: 'Give a reason (up to 500 characters).',
  [RateErrorCode.RATE_FIXED]: 'This asset is always quoted at a fixed rate and has no manual rate.',
  [RateErrorCode.NO_MANUAL_RATE]: 'This asset has no manual rate to clear.',
};

const KIND: Record<RateErrorCode, ErrorKind> = {
  // 409, not 503: the service is up, and a retry in 2 s (the 503's Retry-After) would not help.
  [RateErrorCode.RATE_UNAVAILABLE]: ErrorKind.CONFLICT,
  [RateErrorCode.UNKNOWN_ASSET]: ErrorKind.BAD_USER_INPUT,
  [RateErrorCode.INVALID_RATE]: ErrorKind.BAD_USER_INPUT,
  [RateErrorCode.RATE_REASON_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [RateErrorCode.RATE_FIXED]: ErrorKind.CONFLICT,
  [RateErrorCode.NO_MANUAL_RATE]: ErrorKind.CONFLICT,
};

export class RateError extends DomainError {
  constructor(code: RateErrorCode, message: string = MESSAGE[code], values?: Record<string, string>) {
    super(KIND[code], message, code);
    if (values) this.values = values;
  }

  /** The refusal of a deposit in `asset`, naming it. */
  static unavailable(asset: string): RateError {
    return new RateError(RateErrorCode.RATE_UNAVAILABLE, `No current USD rate for ${asset}; deposits in ${asset} are paused. Try again in a few minutes.`, {
      asset,
    });
  }
}
