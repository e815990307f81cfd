import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { LedgerService } from '../../src/modules/ledger/ledger.service';
import type { ApiClient } from '../helpers/api-client';
import type { TestApp } from '../helpers/test-app';

let png: Buffer | undefined;
export async function screenshotPng(): Promise<Buffer> {
  png ??= await sharp({ create: { width: 40, height: 30, channels: 3, background: '#22aa66' } })
    .png()
    .toBuffer();
  return png;
}

export const newTxnId = () => `0x${randomBytes(32).toString('hex')}`;

export async function firstWalletAddress(t: TestApp): Promise<string> {
  const [wallet] = await t.db.query(`SELECT wallet_address FROM deposit_wallets WHERE active ORDER BY wallet_name LIMIT 1`).then((r) => r.rows);
  if (wallet) return wallet.wallet_address;
  const { rows } = await t.db.query(
    `INSERT INTO deposit_wallets (wallet_name, wallet_address, network, chain, asset) VALUES ('Tether USDT', 'TTestWa11etForTestsOn1yXyz7q9m2kLpQ', 'TRC20', 'tron', 'USDT') RETURNING wallet_address`,
  );
  return rows[0].wallet_address;
}

/** Walks the REST deposit flow to a pending deposit; returns its transaction id. */
export async function submitDeposit(t: TestApp, client: ApiClient, amount: string): Promise<{ id: string; referenceId: string }> {
  const start = await client.post<{ reference_id: string }>('/api/insert/deposit_wallet', { wallet: 'Crypto Wallet' });
  const referenceId = start.body.reference_id;
  const track = await client.post('/api/update/deposit_track', { reference_id: referenceId, amount, wallet_address: await firstWalletAddress(t) });
  if (track.status !== 200) throw new Error(`deposit_track: ${JSON.stringify(track.body)}`);
  const form = new FormData();
  form.set('reference_id', referenceId);
  form.set('tnx_id', newTxnId());
  form.set('screenshot_file', new Blob([await screenshotPng()], { type: 'image/png' }), 'proof.png');
  const submitted = await client.post('/api/insert/new_deposit', form);
  if (submitted.status !== 200) throw new Error(`new_deposit: ${JSON.stringify(submitted.body)}`);
  const { rows } = await t.db.query(`SELECT id FROM transactions WHERE reference_id = $1`, [referenceId]);
  return { id: rows[0].id, referenceId };
}

export async function approveDeposit(admin: ApiClient, id: string) {
  return admin.gql<{ approveDeposit: { id: string; status: string } }>(`mutation($id: ID!) { approveDeposit(transactionId: $id) { id status } }`, { id });
}

/** Credits withdrawable profit straight through the ledger (stands in for accrual, which comes later). */
export async function creditProfit(t: TestApp, userId: string, amount: string): Promise<void> {
  const ledger = t.app.get(LedgerService);
  await t.app.get(DataSource).transaction((manager) =>
    ledger.post(manager, {
      kind: 'test_credit',
      postings: [
        { account: 'profit_expense', amount: `-${amount}` },
        { userId, account: 'profit', amount },
      ],
    }),
  );
}
