import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { READ_DB } from '../../database/read-replica';
import { sqlRows } from '../../database/sql';
import { addressesPaidByHash } from '../chains/chain-payments';
import { TransactionSearchService } from '../transactions/transaction-search.service';
import type { DepositPaymentState } from './deposit-payment.model';

/** A search text that can be part of a transaction hash: hex, with or without 0x, 8 to 64 digits. */
export function hashFragment(term: string): string | null {
  const hex = term.trim().toLowerCase().replace(/^0x/, '');
  return /^[0-9a-f]{8,64}$/.test(hex) ? hex : null;
}

/**
 * What deposits/ answers other modules about its invoices, as transaction ids: a user's deposits
 * paid by a chain transaction whose hash contains the search text (the history's search), and the
 * deposits whose invoice is in a payment state (the admin queue's filter).
 */
@Injectable()
export class DepositSearchService implements OnModuleInit {
  constructor(
    @Inject(READ_DB) private readonly history: DataSource,
    private readonly search: TransactionSearchService,
  ) {}

  onModuleInit(): void {
    this.search.register((userId, term) => this.paidByHash(userId, term));
  }

  /** The user's deposits whose address received a payment in a transaction whose hash contains `term`. */
  async paidByHash(userId: string, term: string): Promise<string[]> {
    const fragment = hashFragment(term);
    if (!fragment) return [];
    const paid = await addressesPaidByHash(this.history, fragment);
    if (!paid.length) return [];
    const rows = await sqlRows<{ transaction_id: string }>(
      this.history,
      `SELECT i.transaction_id FROM deposit_invoices i
         JOIN unnest($2::text[], $3::text[]) AS p(network, address) ON p.network = i.network AND p.address = i.address
        WHERE i.user_id = $1`,
      [userId, paid.map((p) => p.network), paid.map((p) => p.address)],
    );
    return rows.map((row) => row.transaction_id);
  }

  /** Deposits whose invoice is in this payment state (paid_late: waiting for an admin). */
  async inState(state: DepositPaymentState): Promise<string[]> {
    const rows = await sqlRows<{ transaction_id: string }>(this.history, `SELECT transaction_id FROM deposit_invoices WHERE state = $1`, [state]);
    return rows.map((row) => row.transaction_id);
  }
}
