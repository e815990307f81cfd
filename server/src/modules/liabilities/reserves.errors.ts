import { DomainError, ErrorKind } from '../../common/errors/domain-error';

/** Every way declaring or reading reserve addresses can be refused. */
export enum ReserveErrorCode {
  /** The address is not one of the network's (or not a P2WPKH bech32 one for Bitcoin and Litecoin). */
  RESERVE_ADDRESS_INVALID = 'RESERVE_ADDRESS_INVALID',
  /** The asset is not held on that network (USDT on ethereum or tron, ETH on ethereum, BTC on bitcoin, LTC on litecoin). */
  RESERVE_ASSET_INVALID = 'RESERVE_ASSET_INVALID',
  /** The message is not the platform's text for this address and network, or its date is not within the last 30 days. */
  RESERVE_MESSAGE_INVALID = 'RESERVE_MESSAGE_INVALID',
  /** The signature does not prove control of the address for this message. */
  RESERVE_SIGNATURE_INVALID = 'RESERVE_SIGNATURE_INVALID',
  /** The same asset at the same address is declared already. */
  RESERVE_ADDRESS_EXISTS = 'RESERVE_ADDRESS_EXISTS',
  RESERVE_NOT_FOUND = 'RESERVE_NOT_FOUND',
}

const MESSAGE: Record<ReserveErrorCode, string> = {
  [ReserveErrorCode.RESERVE_ADDRESS_INVALID]: 'This is not a valid address of the chosen network.',
  [ReserveErrorCode.RESERVE_ASSET_INVALID]: 'This asset is not held on the chosen network.',
  [ReserveErrorCode.RESERVE_MESSAGE_INVALID]: 'The message must be exactly the text shown for this address and network, dated within the last 30 days.',
  [ReserveErrorCode.RESERVE_SIGNATURE_INVALID]: 'The signature does not prove control of this address for this message.',
  [ReserveErrorCode.RESERVE_ADDRESS_EXISTS]: 'This asset at this address is declared already.',
  [ReserveErrorCode.RESERVE_NOT_FOUND]: 'There is no declared reserve address with this id.',
};

const KIND: Record<ReserveErrorCode, ErrorKind> = {
  [ReserveErrorCode.RESERVE_ADDRESS_INVALID]: ErrorKind.BAD_USER_INPUT,
  [ReserveErrorCode.RESERVE_ASSET_INVALID]: ErrorKind.BAD_USER_INPUT,
  [ReserveErrorCode.RESERVE_MESSAGE_INVALID]: ErrorKind.BAD_USER_INPUT,
  [ReserveErrorCode.RESERVE_SIGNATURE_INVALID]: ErrorKind.BAD_USER_INPUT,
  [ReserveErrorCode.RESERVE_ADDRESS_EXISTS]: ErrorKind.CONFLICT,
  [ReserveErrorCode.RESERVE_NOT_FOUND]: ErrorKind.NOT_FOUND,
};

const FIELD: Partial<Record<ReserveErrorCode, string>> = {
  [ReserveErrorCode.RESERVE_ADDRESS_INVALID]: 'address',
  [ReserveErrorCode.RESERVE_ASSET_INVALID]: 'asset',
  [ReserveErrorCode.RESERVE_MESSAGE_INVALID]: 'message',
  [ReserveErrorCode.RESERVE_SIGNATURE_INVALID]: 'signature',
  [ReserveErrorCode.RESERVE_ADDRESS_EXISTS]: 'address',
};

export class ReserveError extends DomainError {
  constructor(code: ReserveErrorCode) {
    super(KIND[code], MESSAGE[code], code);
    this.field = FIELD[code];
  }
}
