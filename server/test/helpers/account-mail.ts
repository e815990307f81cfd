import type { TestApp } from './test-app';
import type { ApiClient } from './api-client';
import { lastMailTo } from './mailbox';
import { DEFAULT_PASSWORD } from '../factories/users';

/** The console's three outbox reads. */
export const PAGE = `query($first: Int) { mailOutboxMessages(first: $first) { nodes { id to subject text } } }`;
export const ONE = `query($id: ID!) { mailOutboxMessage(id: $id) { id to subject text } }`;
export const OLD = `{ mailOutbox(first: 50) { id to subject text } }`;
const REQUEST_EMAIL = `mutation($email: String!) { requestEmailChange(newEmail: $email) }`;

/** Confirms the session's password (the step-up an email change or a new API token needs). */
export async function stepUp(client: ApiClient, password = DEFAULT_PASSWORD): Promise<void> {
  const res = await client.gql<{ confirmIdentity: unknown }>(`mutation($password: String!) { confirmIdentity(password: $password) }`, { password });
  if (!res.data?.confirmIdentity) throw new Error(`confirmIdentity failed: ${JSON.stringify(res.errors)}`);
}

/** Asks for a reset link and waits until it was mailed (the mail may go out after the answer). */
export async function forgotPassword(t: TestApp, email: string) {
  const visitor = t.client();
  await visitor.fetchCsrf();
  expect((await visitor.post('/api/account/forgot_password', { email })).status).toBe(200);
  await lastMailTo(t, email);
}

/** Asks for an email change (after the step-up it needs) and answers the code mailed to the new address. */
export async function requestEmailChange(t: TestApp, client: ApiClient, next: string): Promise<string> {
  await stepUp(client);
  expect((await client.gql(REQUEST_EMAIL, { email: next })).errors).toBeUndefined();
  return /\b(\d{6})\b/.exec((await lastMailTo(t, next)).text)![1];
}
