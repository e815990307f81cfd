import type { GqlResponse, RestResponse } from './api-client';

/** What must never reach a caller: stack frames, SQL or driver errors, file paths. */
const LEAKS: Array<[string, RegExp]> = [
  ['a stack frame', /(^|\n)\s*at \S/],
  ['a stack frame', /\(?[\w./\\-]+\.(ts|js|mjs|cjs):\d+(:\d+)?\)?/],
  ['a file path', /(\/work\/|\/home\/|\/tmp\/|\/usr\/|node_modules|[A-Za-z]:\\)/],
  ['SQL', /\b(SELECT\s+.+\s+FROM|INSERT\s+INTO|UPDATE\s+\S+\s+SET|DELETE\s+FROM)\b/i],
  ['a database error', /(QueryFailedError|duplicate key value|violates .* constraint|relation "|syntax error at or near|column "|pg_|postgres)/i],
  ['an internal error name', /\b(TypeError|ReferenceError|RangeError)\b|Cannot read propert|is not a function/],
];

/** Asserts that a message shown to a caller is a short, plain sentence without internals. */
export function expectSafeMessage(message: unknown): void {
  expect(typeof message).toBe('string');
  const text = message as string;
  expect(text.trim().length).toBeGreaterThan(0);
  expect(text.length).toBeLessThan(500);
  for (const [what, pattern] of LEAKS) {
    if (pattern.test(text)) throw new Error(`message leaks ${what}: ${JSON.stringify(text)}`);
  }
}

/** A refused REST call: a 4xx status and the API's JSON error shape with a safe message. */
export function expectRestError(res: RestResponse, status?: number): void {
  if (status !== undefined) expect({ status: res.status, body: res.body }).toMatchObject({ status });
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  expect(res.body).toMatchObject({ status: 'error', message: expect.any(String) });
  expect(Object.keys(res.body).sort()).toEqual(expect.arrayContaining(['message', 'status']));
  // `field` names the refused input (a form shows the message beside it): a plain field name, nothing more.
  expect(Object.keys(res.body).every((key) => ['status', 'message', 'code', 'field'].includes(key))).toBe(true);
  if ('field' in res.body) expect(res.body.field).toMatch(/^[a-z][a-zA-Z0-9_]{0,40}(\.[a-zA-Z0-9_]+)?$/);
  expectSafeMessage(res.body.message);
}

/**
 * A refused GraphQL operation: never a 5xx, no data for the failed field, and every error has
 * a safe message and an extensions.code (and, when given, the expected code).
 */
export function expectGqlError(res: GqlResponse, code?: string | RegExp): void {
  expect(res.status).toBeLessThan(500);
  expect(res.errors?.length).toBeGreaterThan(0);
  for (const error of res.errors!) {
    expectSafeMessage(error.message);
    expect(error.extensions?.code).toEqual(expect.any(String));
    expect(error.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    expect(JSON.stringify(error)).not.toMatch(/stacktrace|exception/i);
  }
  if (code instanceof RegExp) expect(res.errors![0].extensions?.code).toMatch(code);
  else if (code) expect(res.errors![0].extensions?.code).toBe(code);
}
