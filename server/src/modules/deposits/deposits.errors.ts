import { DomainError, ErrorKind } from '../../common/errors/domain-error';

/** Every way a deposit (the user's steps, an admin's screenshot view) or a deposit wallet change can fail. */
export enum DepositErrorCode {
  METHOD_REQUIRED = 'DEPOSIT_METHOD_REQUIRED',
  /** No deposit reference was sent (the old API's wording). */
  REFERENCE_REQUIRED = 'DEPOSIT_REFERENCE_REQUIRED',
  REFERENCE_NOT_FOUND = 'DEPOSIT_REFERENCE_NOT_FOUND',
  FIELDS_REQUIRED = 'DEPOSIT_FIELDS_REQUIRED',
  UNKNOWN_WALLET = 'UNKNOWN_DEPOSIT_WALLET',
  ALREADY_SUBMITTED = 'DEPOSIT_ALREADY_SUBMITTED',
  CANNOT_CANCEL = 'DEPOSIT_CANNOT_CANCEL',
  PROOF_MISSING = 'PAYMENT_PROOF_MISSING',
  TXN_ID_REQUIRED = 'TXN_ID_REQUIRED',
  TXN_ID_INVALID = 'TXN_ID_INVALID',
  TXN_ID_TAKEN = 'TXN_ID_TAKEN',
  AMOUNT_AND_WALLET_FIRST = 'DEPOSIT_AMOUNT_AND_WALLET_FIRST',
  /** The message is the amount parser's own. */
  INVALID_AMOUNT = 'INVALID_AMOUNT',
  /** The message names the minimum. */
  BELOW_MINIMUM = 'BELOW_MINIMUM',
  /** The message names the maximum. */
  ABOVE_MAXIMUM = 'ABOVE_MAXIMUM',
  SCREENSHOT_NOT_FOUND = 'SCREENSHOT_NOT_FOUND',
  WALLET_CHANGED = 'DEPOSIT_WALLET_CHANGED',
  WALLET_NAME_INVALID = 'WALLET_NAME_INVALID',
  WALLET_NETWORK_INVALID = 'WALLET_NETWORK_INVALID',
  CHAIN_NOT_DERIVABLE = 'CHAIN_NOT_DERIVABLE',
  EXTENDED_KEY_REQUIRED = 'EXTENDED_KEY_REQUIRED',
  WALLET_ADDRESS_REQUIRED = 'WALLET_ADDRESS_REQUIRED',
  ADDRESS_KIND_REQUIRED = 'ADDRESS_KIND_REQUIRED',
  /** A malformed key or address; the message is the derivation's own reason. */
  INVALID_WALLET_KEY = 'INVALID_WALLET_KEY',
  WALLET_NOT_FOUND = 'DEPOSIT_WALLET_NOT_FOUND',
  WALLET_KEY_IN_USE = 'WALLET_KEY_IN_USE',
  WALLET_KEY_TAKEN = 'WALLET_KEY_TAKEN',
  WALLET_ADDRESS_TAKEN = 'WALLET_ADDRESS_TAKEN',
  /** A wallet's asset is not one of USDT, ETH, BTC, or is not offered on the wallet's network. */
  WALLET_ASSET_INVALID = 'WALLET_ASSET_INVALID',
  /** The deposit is credited by the chain watcher: no manual submit, approval or rejection. */
  DEPOSIT_WATCHED = 'DEPOSIT_WATCHED',
  /** The deposit's quote expired: choose the amount and wallet again for a new one. */
  QUOTE_EXPIRED = 'QUOTE_EXPIRED',
}

const KIND: Record<DepositErrorCode, ErrorKind> = {
  [DepositErrorCode.METHOD_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [DepositErrorCode.REFERENCE_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [DepositErrorCode.REFERENCE_NOT_FOUND]: ErrorKind.NOT_FOUND,
  [DepositErrorCode.FIELDS_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [DepositErrorCode.UNKNOWN_WALLET]: ErrorKind.BAD_USER_INPUT,
  [DepositErrorCode.ALREADY_SUBMITTED]: ErrorKind.CONFLICT,
  [DepositErrorCode.CANNOT_CANCEL]: ErrorKind.CONFLICT,
  [DepositErrorCode.PROOF_MISSING]: ErrorKind.BAD_USER_INPUT,
  [DepositErrorCode.TXN_ID_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [DepositErrorCode.TXN_ID_INVALID]: ErrorKind.BAD_USER_INPUT,
  [DepositErrorCode.TXN_ID_TAKEN]: ErrorKind.CONFLICT,
  [DepositErrorCode.AMOUNT_AND_WALLET_FIRST]: ErrorKind.BAD_USER_INPUT,
  [DepositErrorCode.INVALID_AMOUNT]: ErrorKind.BAD_USER_INPUT,
  [DepositErrorCode.BELOW_MINIMUM]: ErrorKind.BAD_USER_INPUT,
  [DepositErrorCode.ABOVE_MAXIMUM]: ErrorKind.BAD_USER_INPUT,
  [DepositErrorCode.SCREENSHOT_NOT_FOUND]: ErrorKind.NOT_FOUND,
  [DepositErrorCode.WALLET_CHANGED]: ErrorKind.CONFLICT,
  [DepositErrorCode.WALLET_NAME_INVALID]: ErrorKind.BAD_USER_INPUT,
  [DepositErrorCode.WALLET_NETWORK_INVALID]: ErrorKind.BAD_USER_INPUT,
  [DepositErrorCode.CHAIN_NOT_DERIVABLE]: ErrorKind.BAD_USER_INPUT,
  [DepositErrorCode.EXTENDED_KEY_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [DepositErrorCode.WALLET_ADDRESS_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [DepositErrorCode.ADDRESS_KIND_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [DepositErrorCode.INVALID_WALLET_KEY]: ErrorKind.BAD_USER_INPUT,
  [DepositErrorCode.WALLET_NOT_FOUND]: ErrorKind.NOT_FOUND,
  [DepositErrorCode.WALLET_KEY_IN_USE]: ErrorKind.CONFLICT,
  [DepositErrorCode.WALLET_KEY_TAKEN]: ErrorKind.CONFLICT,
  [DepositErrorCode.WALLET_ADDRESS_TAKEN]: ErrorKind.CONFLICT,
  [DepositErrorCode.WALLET_ASSET_INVALID]: ErrorKind.BAD_USER_INPUT,
  [DepositErrorCode.DEPOSIT_WATCHED]: ErrorKind.CONFLICT,
  [DepositErrorCode.QUOTE_EXPIRED]: ErrorKind.CONFLICT,
};

const MESSAGE: Record<DepositErrorCode, string> = {
  [DepositErrorCode.METHOD_REQUIRED]: 'Please select a wallet to proceed with your deposit',
  [DepositErrorCode.REFERENCE_REQUIRED]: 'Unauthorized access',
  [DepositErrorCode.REFERENCE_NOT_FOUND]: 'Deposit reference not found.',
  [DepositErrorCode.FIELDS_REQUIRED]: 'All fields are required to proceed',
  [DepositErrorCode.UNKNOWN_WALLET]: 'Please choose one of the listed deposit wallets.',
  [DepositErrorCode.ALREADY_SUBMITTED]: 'This deposit has already been submitted.',
  [DepositErrorCode.CANNOT_CANCEL]: 'This deposit has already been submitted and can no longer be cancelled.',
  [DepositErrorCode.PROOF_MISSING]: 'Payment proof image is missing. Upload the image file.',
  [DepositErrorCode.TXN_ID_REQUIRED]: 'Please enter the blockchain transaction ID of your payment.',
  [DepositErrorCode.TXN_ID_INVALID]: 'The transaction hash must be 64 hexadecimal characters (0-9, a-f), with 0x in front on Ethereum.',
  [DepositErrorCode.TXN_ID_TAKEN]: 'This blockchain transaction ID has already been used for a deposit.',
  [DepositErrorCode.AMOUNT_AND_WALLET_FIRST]: 'Please enter the amount and choose a wallet first.',
  [DepositErrorCode.INVALID_AMOUNT]: 'The amount is not valid.',
  [DepositErrorCode.BELOW_MINIMUM]: 'The amount is below the minimum deposit.',
  [DepositErrorCode.ABOVE_MAXIMUM]: 'The amount is above the maximum deposit.',
  [DepositErrorCode.SCREENSHOT_NOT_FOUND]: 'Not found.',
  [DepositErrorCode.WALLET_CHANGED]: 'This wallet was changed a moment ago; please choose it again.',
  [DepositErrorCode.WALLET_NAME_INVALID]: 'Give the wallet a name (at most 80 characters).',
  [DepositErrorCode.WALLET_NETWORK_INVALID]: 'Give the wallet its network, e.g. BTC, ERC20 or TRC20 (at most 20 characters).',
  [DepositErrorCode.CHAIN_NOT_DERIVABLE]:
    'Addresses can be derived for BTC, ERC20 (Ethereum) and TRC20 (TRON) wallets; give this wallet a static address instead.',
  [DepositErrorCode.EXTENDED_KEY_REQUIRED]: 'Enter the extended public key the addresses are derived from.',
  [DepositErrorCode.WALLET_ADDRESS_REQUIRED]: 'Enter the wallet address.',
  [DepositErrorCode.ADDRESS_KIND_REQUIRED]: 'Choose whether the wallet has one static address or derives one per deposit.',
  [DepositErrorCode.INVALID_WALLET_KEY]: 'This key or address is not valid.',
  [DepositErrorCode.WALLET_NOT_FOUND]: 'Deposit wallet not found.',
  [DepositErrorCode.WALLET_KEY_IN_USE]: 'This wallet has already given out addresses from its key; add a new wallet for the new key and deactivate this one.',
  [DepositErrorCode.WALLET_KEY_TAKEN]: 'Another wallet already uses this extended public key.',
  [DepositErrorCode.WALLET_ADDRESS_TAKEN]: 'Another wallet already uses this address.',
  [DepositErrorCode.WALLET_ASSET_INVALID]: 'Choose what the wallet receives: USDT on Ethereum (ERC-20) or TRON (TRC-20), ETH on Ethereum, or BTC on Bitcoin.',
  [DepositErrorCode.DEPOSIT_WATCHED]: 'This deposit is confirmed automatically once the payment arrives on the blockchain; there is nothing to submit.',
  [DepositErrorCode.QUOTE_EXPIRED]: 'The quote for this deposit has expired. Enter the amount and choose the wallet again for a new quote.',
};

export class DepositError extends DomainError {
  constructor(code: DepositErrorCode, message: string = MESSAGE[code]) {
    super(KIND[code], message, code);
  }
}
