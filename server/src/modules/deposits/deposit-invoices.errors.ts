import { DomainError, ErrorKind } from '../../common/errors/domain-error';

/** How an admin's action on a deposit the chain watched can fail (crediting a late payment, recording its refund). */
export enum DepositInvoiceErrorCode {
  /** Only a payment that arrived after the quote expired, or an underpaid deposit whose quote expired, is the admin's to credit or refund. */
  NOT_LATE = 'DEPOSIT_NOT_LATE',
  /** What arrived has not reached the network's required confirmations yet (or was taken away by a reorg). */
  NOT_CONFIRMED = 'DEPOSIT_NOT_CONFIRMED',
  REFUND_TX_HASH_INVALID = 'REFUND_TX_HASH_INVALID',
}

const KIND: Record<DepositInvoiceErrorCode, ErrorKind> = {
  [DepositInvoiceErrorCode.NOT_LATE]: ErrorKind.CONFLICT,
  [DepositInvoiceErrorCode.NOT_CONFIRMED]: ErrorKind.CONFLICT,
  [DepositInvoiceErrorCode.REFUND_TX_HASH_INVALID]: ErrorKind.BAD_USER_INPUT,
};

const MESSAGE: Record<DepositInvoiceErrorCode, string> = {
  [DepositInvoiceErrorCode.NOT_LATE]:
    'Only a deposit paid after its quote expired, or underpaid when it expired, can be credited at the current rate or marked refunded.',
  [DepositInvoiceErrorCode.NOT_CONFIRMED]: 'The payment does not have its required confirmations yet; credit it once it has.',
  [DepositInvoiceErrorCode.REFUND_TX_HASH_INVALID]: 'Enter the transaction hash of the refund (64 hexadecimal characters, with 0x in front on Ethereum).',
};

export class DepositInvoiceError extends DomainError {
  constructor(code: DepositInvoiceErrorCode, message: string = MESSAGE[code]) {
    super(KIND[code], message, code);
  }
}
