/** One asset and network the platform pays withdrawals out on (spec REST names: coin_name, network). */
export interface PayoutOption {
  coinName: string;
  network: string;
  /** What the network is, for the reader: "Tron", "Ethereum", "Bitcoin". */
  networkName: string;
}

/**
 * The payout assets and networks the platform offers, in the order the form lists them. The
 * address of each is checked by wallet-address.ts (TRC20: T…, ERC20: 0x…, BTC: 1, 3 or bc1…).
 */
export const PAYOUT_OPTIONS: readonly PayoutOption[] = [
  { coinName: 'USDT', network: 'TRC20', networkName: 'Tron' },
  { coinName: 'USDT', network: 'ERC20', networkName: 'Ethereum' },
  { coinName: 'BTC', network: 'BTC', networkName: 'Bitcoin' },
  { coinName: 'ETH', network: 'ERC20', networkName: 'Ethereum' },
];

/**
 * The smallest withdrawal, in USD: a request below it is refused (INVALID_AMOUNT, about `amount`).
 * One cent: the spec sets no minimum, and the ledger's checks and tests rely on any positive amount.
 */
export const WITHDRAWAL_MINIMUM_USD = '0.01';

/**
 * The platform's fee on a withdrawal, in USD: none (the FAQ says so; the ledger holds and pays
 * the amount asked). Kept as a figure so the form states it and "you receive" follows from it.
 */
export const WITHDRAWAL_FEE_USD = '0.00';

/** The FAQ entry that says when payouts are made, found by its English question (its place is the same in every language). */
export const PAYOUT_SCHEDULE_QUESTION = /withdrawals?\b.*\bpaid/i;
