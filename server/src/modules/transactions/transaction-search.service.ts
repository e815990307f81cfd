import { Injectable } from '@nestjs/common';

/**
 * Finds a user's transactions by something another module keeps (a deposit's on-chain payment
 * hash lives in deposits/ and chains/): the answer is transaction ids, never that module's rows.
 * Sources register at start (deposits/ depends on transactions/, so this cannot ask it directly).
 */
export type TransactionSearchSource = (userId: string, term: string) => Promise<string[]>;

@Injectable()
export class TransactionSearchService {
  private readonly sources: TransactionSearchSource[] = [];

  register(source: TransactionSearchSource): void {
    this.sources.push(source);
  }

  /** The ids every source finds for this user and search text (one list, no repeats). */
  async matchingIds(userId: string, term: string): Promise<string[]> {
    const found = await Promise.all(this.sources.map((source) => source(userId, term)));
    return [...new Set(found.flat())];
  }
}
