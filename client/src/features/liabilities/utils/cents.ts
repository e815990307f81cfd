import { formatUsd, fromCents } from '../../../lib/money';

/** Cents as published (a decimal string) shown as dollars; never through a JS number. */
export function formatCents(cents: string): string {
  return /^\d+$/.test(cents) ? formatUsd(fromCents(BigInt(cents))) : cents;
}

/** The terminal command that checks a saved proof and tree (a command, the same in every language). */
export const VERIFY_COMMAND = 'node scripts/verify-liabilities.mjs proof.json tree.json';
