import type { ApiClient } from '../helpers/api-client';
import { DEFAULT_PASSWORD } from './users';

export const CONFIRM_IDENTITY = `mutation($password: String!, $code: String) { confirmIdentity(password: $password, twoFactorCode: $code) }`;

/** Confirms the session's password (and 2FA code, when on) so @RequiresStepUp() operations pass for the next minutes. */
export async function stepUp(client: ApiClient, options: { password?: string; code?: string } = {}): Promise<void> {
  const res = await client.gql<{ confirmIdentity: string }>(CONFIRM_IDENTITY, { password: options.password ?? DEFAULT_PASSWORD, code: options.code });
  if (!res.data?.confirmIdentity) throw new Error(`confirmIdentity failed: ${JSON.stringify(res.errors)}`);
}
