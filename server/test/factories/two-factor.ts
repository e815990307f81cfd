import { totpCode } from '../../src/modules/auth/two-factor/totp';
import type { ApiClient } from '../helpers/api-client';
import type { TestApp } from '../helpers/test-app';
import { stepUp } from './step-up';

const STEP_MS = 30_000;

/**
 * A code the server will take now, as an authenticator app would show it: the earliest step
 * after the last one the server accepted, within the ±1 step it allows (waits for the clock
 * when all three are spent).
 */
export async function freshCode(t: TestApp, userId: string, secret: string): Promise<string> {
  for (;;) {
    const [row] = (await t.db.query(`SELECT two_factor_last_step FROM users WHERE id = $1`, [userId])).rows;
    const last = row?.two_factor_last_step == null ? -Infinity : Number(row.two_factor_last_step);
    const current = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(last + 1, current - 1);
    // Keep a margin from the window's edge so the code is still good when it arrives.
    if (step <= current + 1 && !(step === current - 1 && Date.now() % STEP_MS > STEP_MS - 2_000)) return totpCode(secret, step * STEP_MS + 1_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Turns 2FA on for a signed-in client through the API (confirming its password first); returns the secret and the recovery codes. */
export async function enableTwoFactor(t: TestApp, client: ApiClient, _userId: string, password?: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  await stepUp(client, { password });
  const setup = await client.gql<{ beginTwoFactorSetup: { secret: string } }>(`mutation { beginTwoFactorSetup { secret otpauthUri qrSvg } }`);
  const secret = setup.data!.beginTwoFactorSetup.secret;
  const code = totpCode(secret, Date.now());
  const enabled = await client.gql<{ enableTwoFactor: string[] }>(`mutation($code: String!) { enableTwoFactor(code: $code) }`, { code });
  if (!enabled.data) throw new Error(`enableTwoFactor failed: ${JSON.stringify(enabled.errors)}`);
  return { secret, recoveryCodes: enabled.data.enableTwoFactor };
}
