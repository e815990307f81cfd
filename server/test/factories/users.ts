import { randomBytes } from 'node:crypto';
import type { TestApp } from '../helpers/test-app';
import { ApiClient } from '../helpers/api-client';

export const DEFAULT_PASSWORD = 'correct horse battery';

export function uniqueEmail(prefix = 'investor'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
}

/** Registers an investor through the API and returns a signed-in client. */
export async function createInvestor(t: TestApp, overrides: { email?: string; referralId?: string } = {}) {
  const client = t.client();
  const email = overrides.email ?? uniqueEmail();
  const reg = await client.register({ email, referralId: overrides.referralId });
  if (reg.status !== 200) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const login = await client.login(email);
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { client, email, user: login.body.data as { id: string; referral_id: string; reg_id: string } };
}

export async function createAdmin(t: TestApp) {
  const investor = await createInvestor(t);
  await t.db.query(`UPDATE users SET is_admin = true WHERE id = $1`, [investor.user.id]);
  return investor;
}

export { ApiClient };

/** A signed-in support user: console staff who read everything and change nothing. */
export async function createSupport(t: TestApp) {
  const investor = await createInvestor(t);
  await t.db.query(`UPDATE users SET role = 'support' WHERE id = $1`, [investor.user.id]);
  return investor;
}
