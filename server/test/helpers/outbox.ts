import type { TestApp } from './test-app';

export interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: string;
  attempts: number;
  last_error: string | null;
  event: string;
  transaction_id: string;
}

/** Waits until the worker has dealt with every queued money mail of the recipient. */
export async function delivered(t: TestApp, to: string, count: number, done = ['stored', 'sent', 'dead'], timeoutMs = 20_000): Promise<OutboxRow[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await t.db.query<OutboxRow>(`SELECT * FROM mail_outbox WHERE "to" = $1 AND event IS NOT NULL ORDER BY created_at, event`, [to]);
    if (rows.length >= count && rows.every((row) => done.includes(row.status))) return rows;
    if (Date.now() > until) throw new Error(`mail not delivered in time: ${JSON.stringify(rows.map((r) => [r.event, r.status, r.attempts]))}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
