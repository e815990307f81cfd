import { mkdtempSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootApp, TestApp } from './helpers/test-app';
import type { ApiClient } from './helpers/api-client';
import { createAdmin, createInvestor } from './factories/users';

/**
 * Queries whose mistakes graphql-js answers with "Did you mean …", each kind of hint: fields, arguments,
 * enum values, types and input fields, in the document (validation) and in variables (coercion); and the
 * schema name the hint would reveal.
 */
const MISTAKES: Array<[string, string, Record<string, unknown> | undefined, string]> = [
  ['a field', `{ mee { id } }`, undefined, '"me"'],
  ['a field of a type', `{ me { emial } }`, undefined, '"email"'],
  ['an argument', `{ transactions(frist: 5) { totalCount } }`, undefined, '"first"'],
  ['an enum value in the document', `{ transactions(kind: DEPOSITS) { totalCount } }`, undefined, '"DEPOSIT"'],
  ['an enum value in variables', `query($k: TransactionFilter!) { transactions(kind: $k) { totalCount } }`, { k: 'DEPOSITS' }, '"DEPOSIT"'],
  ['a type of a variable', `query($k: TransactionFilte!) { transactions(kind: $k) { totalCount } }`, { k: 'ALL' }, '"TransactionFilter"'],
  ['a type of a fragment', `{ me { ...F } } fragment F on Usr { id }`, undefined, '"User"'],
  ['an input field in the document', `mutation { login(input: { emial: "a@b.c", password: "x" }) { id } }`, undefined, 'Did you mean'],
  ['an input field in variables', `mutation($i: LoginInput!) { login(input: $i) { id } }`, { i: { emial: 'a@b.c', password: 'x' } }, 'Did you mean'],
  ['a directive argument', `{ me @include(iff: true) { id } }`, undefined, 'Did you mean'],
];

/** A GraphQL answer within 10 s (a hang fails the test on its own instead of at jest's timeout). */
async function ask(caller: ApiClient, query: string, variables?: Record<string, unknown>) {
  const res = await caller.raw('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, body: (await res.json()) as { errors?: Array<{ message: string }> } };
}

describe('GraphQL answers never suggest names (production)', () => {
  let t: TestApp;
  let callers: Array<[string, ApiClient]>;

  beforeAll(async () => {
    t = await bootApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
    const visitor = t.client();
    await visitor.fetchCsrf();
    callers = [
      ['a visitor', visitor],
      ['an investor', (await createInvestor(t)).client],
      ['an admin', (await createAdmin(t)).client],
    ];
  });
  afterAll(() => t.close());

  it.each(MISTAKES)('no hint for %s, to a visitor, an investor or an admin', async (_, query, variables, hinted) => {
    for (const [who, caller] of callers) {
      const { body } = await ask(caller, query, variables);
      expect(body.errors?.length).toBeGreaterThan(0);
      const text = body.errors!.map((e) => e.message).join(' | ');
      expect({ who, text }).toEqual({ who, text: expect.not.stringMatching(/did you mean|suggestion/i) });
      expect({ who, text }).toEqual({ who, text: expect.not.stringContaining(hinted) });
    }
  });
});

describe('a persisted-query hash that does not match its query (production)', () => {
  let t: TestApp;
  const logFile = join(mkdtempSync(join(tmpdir(), 'invest-logs-')), 'app.log');

  beforeAll(async () => {
    t = await bootApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'info', LOG_FILE: logFile } });
  });
  afterAll(() => t.close());

  it("is a 400 with Apollo's words for an anonymous caller, and no error line in the log", async () => {
    const visitor = t.client();
    await visitor.fetchCsrf();
    const wrong = createHash('sha256').update('something else').digest('hex');
    const res = await visitor.raw('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: wrong } } }),
      signal: AbortSignal.timeout(10_000),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: [{ message: 'provided sha does not match query', extensions: { code: 'BAD_USER_INPUT' } }] });
    await new Promise((r) => setTimeout(r, 300));
    const entries = readFileSync(logFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg?: string });
    expect(entries.filter((entry) => entry.level >= 40)).toEqual([]);
    expect(entries.some((entry) => /sha does not match/.test(JSON.stringify(entry)))).toBe(false);
  });
});
