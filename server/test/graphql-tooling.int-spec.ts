import { getIntrospectionQuery } from 'graphql';
import { bootApp, TestApp } from './helpers/test-app';
import { createAdmin, createInvestor } from './factories/users';
import type { ApiClient } from './helpers/api-client';

/** What GraphiQL, Apollo Sandbox, Postman, Altair and codegen's URL loader send first. */
const INTROSPECTION = getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, inputValueDeprecation: true });

type Introspection = { __schema: { queryType: { name: string }; types: Array<{ name: string }> } };

const page = `edges { cursor node { id title amount status date } } pageInfo { hasNextPage endCursor }`;

/** Development mode; production's introspection (admins only) is in production-hardening.int-spec.ts. */
describe('GraphQL tooling: introspection and the cost of lists', () => {
  let development: TestApp;

  // One app per test file: passport's strategies are process-wide, so a second app would sign in against the first's database.
  beforeAll(async () => {
    development = await bootApp({ env: { NODE_ENV: 'development', DEMO_SEED: 'false' } });
  });
  afterAll(() => development?.close());

  const signedIn = async (t: TestApp) => ({
    admin: (await createAdmin(t)).client,
    investor: (await createInvestor(t)).client,
    anonymous: t.client(),
  });

  const expectSchema = async (client: ApiClient) => {
    if (!client.csrfToken) await client.fetchCsrf();
    const res = await client.gql<Introspection>(INTROSPECTION);
    expect(res.errors).toBeUndefined();
    expect(res.status).toBe(200);
    expect(res.data?.__schema.queryType.name).toBe('Query');
    expect(res.data?.__schema.types.map((type) => type.name)).toEqual(expect.arrayContaining(['User', 'Transaction', 'Money']));
  };

  it('in development, the standard introspection query works for everyone', async () => {
    const { admin, investor, anonymous } = await signedIn(development);
    for (const client of [admin, investor, anonymous]) await expectSchema(client);
  });

  it('refuses 124 aliases of transactions(first: 200), counting the list size', async () => {
    const { investor } = await signedIn(development);
    const bomb = `{ ${Array.from({ length: 124 }, (_, i) => `a${i}: transactions(first: 200) { ${page} }`).join(' ')} }`;
    const res = await investor.gql(bomb);
    expect(res.status).toBe(400);
    expect(res.data ?? null).toBeNull();
    const messages = res.errors!.map((error) => error.message);
    expect(messages.join('\n')).not.toMatch(/Syntax Error|armor|Cost limit/);
    expect(res.errors?.[0].extensions?.code).toMatch(/GRAPHQL_VALIDATION_FAILED|GRAPHQL_PARSE_FAILED/);
  });

  it('counts list sizes sent as variables, the way real clients ask', async () => {
    const { investor } = await signedIn(development);
    const aliases = (n: number) => `query($n: Int!) { ${Array.from({ length: n }, (_, i) => `a${i}: transactions(first: $n) { ${page} }`).join(' ')} }`;

    const one = await investor.gql<{ a0: { edges: unknown[] } }>(aliases(1), { n: 200 });
    expect(one.errors).toBeUndefined();
    expect(one.data?.a0.edges).toEqual([]);

    const ten = await investor.gql(aliases(10), { n: 200 });
    expect(ten.status).toBe(400);
    expect(ten.data ?? null).toBeNull();
    expect(ten.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^The query asks for too much at once \(cost \d+ of at most 20000\)/),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });

    // the same ten lists of 20 items are fine
    const small = await investor.gql(aliases(10), { n: 20 });
    expect(small.errors).toBeUndefined();
  });
});
