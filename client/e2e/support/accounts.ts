// Arrange helpers for browser tests: seed accounts over the REST API and find what the page shows.
import type { APIRequestContext, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { uniqueEmail } from './browser';

export interface Credentials {
  email: string;
  password: string;
  username: string;
  fullName: string;
}

/** The session's CSRF token, which every state-changing REST call needs. */
async function csrfToken(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/middleware/csrf-token');
  if (!res.ok()) throw new Error(`csrf-token answered ${res.status()}`);
  return ((await res.json()) as { token: string }).token;
}

async function post(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(path, { data, headers: { 'X-CSRF-Token': await csrfToken(request) } });
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

/**
 * Registers a new investor over the REST API (the context's cookies are untouched by it). The
 * account's language is `locale` (English when not given): after sign-in the app switches to it.
 */
export async function createInvestor(context: BrowserContext, prefix = 'e2e', locale?: string): Promise<Credentials> {
  const email = uniqueEmail(prefix);
  const username = `u_${email.split('@')[0].split('.').pop()}`;
  const account = { email, password: 'correct horse battery staple', username, fullName: 'E2E Investor' };
  await post(context.request, '/api/account/register', locale ? { ...account, locale } : account);
  return account;
}

/** Signs the context in over the REST API; its pages share the session cookie. */
export async function signInByApi(context: BrowserContext, { email, password }: Pick<Credentials, 'email' | 'password'>) {
  await post(context.request, '/api/account/login', { email, password });
}

/** Signs in through the login form and waits for the dashboard. */
export async function signInByUi(page: Page, { email, password }: Pick<Credentials, 'email' | 'password'>) {
  await page.goto('/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/user/dashboard');
}

/** A notistack toast (role alert) showing `text`. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/** Waits for the GraphQL operation `name` to be answered; start waiting before the action that sends it. */
export function graphqlResponse(page: Page, name: string): Promise<Response> {
  return page.waitForResponse((res) => {
    if (!res.url().endsWith('/graphql')) return false;
    const body = res.request().postData() ?? '';
    return body.includes(`"operationName":"${name}"`);
  });
}

/** Which corner of the viewport a toast sits in, e.g. 'top-right'. */
export async function cornerOf(page: Page, locator: Locator): Promise<string> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('the toast is not on screen');
  const vertical = box.y + box.height / 2 < viewport.height / 2 ? 'top' : 'bottom';
  const horizontal = box.x + box.width / 2 < viewport.width / 2 ? 'left' : 'right';
  return `${vertical}-${horizontal}`;
}
