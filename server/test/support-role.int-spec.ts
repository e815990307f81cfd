import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ModulesContainer } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  getIntrospectionQuery,
  getNamedType,
  GraphQLArgument,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  isCompositeType,
} from 'graphql';
import { DataSource } from 'typeorm';
import { ADMINS_ONLY, ROLES } from '../src/common/decorators/access.decorators';
import { DEMO_ADMIN, DEMO_INVESTOR, DEMO_SUPPORT, DemoSeeder } from '../src/database/seed/demo-seeder';
import { AuthService } from '../src/modules/auth/auth.service';
import { ACCRUAL_QUEUE } from '../src/modules/accrual/accrual-scheduler';
import { LIABILITIES_QUEUE } from '../src/modules/liabilities/liabilities-scheduler';
import { RATES_QUEUE } from '../src/modules/rates/rates-scheduler';
import { UsersService } from '../src/modules/users/users.service';
import { bootApp, TestApp } from './helpers/test-app';
import { ApiClient } from './helpers/api-client';
import { expectGqlError } from './helpers/safe-error';
import { createAdmin, createInvestor, createSupport } from './factories/users';
import { stepUp } from './factories/step-up';

/**
 * The GraphQL operations of one kind whose handler (or its resolver class) says `@Roles('admin')`, found in the running app
 * (with `adminsOnly`, only those also marked `@AdminsOnly()`, which support staff may not even read).
 */
function adminOperations(t: TestApp, kind: 'Mutation' | 'Query', adminsOnly = false): string[] {
  const names = new Set<string>();
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.providers.values()) {
      const instance = wrapper.instance as object | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const classRoles = Reflect.getMetadata(ROLES, instance.constructor) as string[] | undefined;
      const proto = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const method of Object.getOwnPropertyNames(proto)) {
        const handler = Object.getOwnPropertyDescriptor(proto, method)?.value as unknown;
        if (method === 'constructor' || typeof handler !== 'function') continue;
        if (Reflect.getMetadata('graphql:resolver_type', handler) !== kind) continue;
        const roles = (Reflect.getMetadata(ROLES, handler) as string[] | undefined) ?? classRoles;
        const closed = Reflect.getMetadata(ADMINS_ONLY, handler) ?? Reflect.getMetadata(ADMINS_ONLY, instance.constructor);
        if (roles?.includes('admin') && (!adminsOnly || closed))
          names.add((Reflect.getMetadata('graphql:resolver_name', handler) as string | undefined) ?? method);
      }
    }
  }
  return [...names].sort();
}

/** A literal of the argument's type that GraphQL's validation accepts (the values need not name anything real). */
function literal(type: GraphQLInputType): string {
  if (type instanceof GraphQLNonNull) return literal(type.ofType);
  if (type instanceof GraphQLList) return `[${literal(type.ofType)}]`;
  if (type instanceof GraphQLEnumType) return type.getValues()[0].name;
  if (type instanceof GraphQLInputObjectType) {
    const fields = Object.values(type.getFields()).filter((field) => field.type instanceof GraphQLNonNull);
    return `{ ${fields.map((field) => `${field.name}: ${literal(field.type)}`).join(', ')} }`;
  }
  const scalar = type as GraphQLScalarType;
  const byName: Record<string, string> = {
    ID: JSON.stringify(randomUUID()),
    String: '"support test"',
    Int: '1',
    Float: '1',
    Boolean: 'true',
    Money: '"1.00"',
    DateTime: '"2026-01-01T00:00:00.000Z"',
    Date: '"2026-01-01"',
    JSON: '{}',
    JSONObject: '{}',
  };
  if (!(scalar.name in byName)) throw new Error(`no test literal for scalar ${scalar.name}`);
  return byName[scalar.name];
}

/** `name(required args) { __typename }`: the smallest valid call of a root field. */
function call(t: TestApp, kind: 'Mutation' | 'Query', name: string): string {
  const schema = t.app.get(GraphQLSchemaHost).schema;
  const field = (kind === 'Mutation' ? schema.getMutationType() : schema.getQueryType())!.getFields()[name];
  if (!field) throw new Error(`${kind}.${name} is not in the schema`);
  const args = field.args.filter((arg: GraphQLArgument) => arg.type instanceof GraphQLNonNull).map((arg) => `${arg.name}: ${literal(arg.type)}`);
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind === 'Mutation' ? 'mutation' : 'query'} { ${name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
}

/**
 * A fingerprint of every table but the session store (each request refreshes its session's
 * "last seen") and the rate limiter, and of every job pg-boss holds except the clock-driven ones
 * (rates, accrual and liabilities snapshots tick on their own): equal fingerprints mean nothing was changed.
 * pg-boss's own bookkeeping (queue, schedule and version rows, a partition per new queue) changes
 * as the app's workers start and run, so it is left out.
 */
async function fingerprint(t: TestApp): Promise<Record<string, string>> {
  const tables = await t.db.query<{ name: string }>(
    `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema = 'public' AND table_name NOT IN ('sessions', 'rate_limiter') ORDER BY 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const row = await t.db.query<{ digest: string }>(`SELECT md5(COALESCE(string_agg(x::text, '|' ORDER BY x::text), '')) AS digest FROM ${name} x`);
    out[name] = row.rows[0].digest;
  }
  const jobs = await t.db.query<{ digest: string }>(
    `SELECT md5(COALESCE(string_agg(j.id::text || ':' || j.name || ':' || j.data::text, '|' ORDER BY j.id), '')) AS digest FROM pgboss.job j
      WHERE NOT (j.name = ANY($1::text[])) AND j.name NOT LIKE '\\_\\_pgboss%'`,
    [[RATES_QUEUE, ACCRUAL_QUEUE, LIABILITIES_QUEUE]],
  );
  out['pgboss.job'] = jobs.rows[0].digest;
  return out;
}

/** Support staff (role `support`): every console read, no change; production mode, where introspection is for staff only. */
describe('the support role', () => {
  let t: TestApp;
  let dist: string;
  let admin: ApiClient;
  let adminId: string;
  let support: ApiClient;
  let supportId: string;
  let investor: ApiClient;
  let investorId: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'invest-client-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>Console</title></head><body><div id="root"></div></body></html>');
    t = await bootApp({ env: { NODE_ENV: 'production', DEMO_SEED: 'false', CLIENT_DIST: dist } });
    const a = await createAdmin(t);
    admin = a.client;
    adminId = a.user.id;
    const s = await createSupport(t);
    support = s.client;
    supportId = s.user.id;
    const i = await createInvestor(t);
    investor = i.client;
    investorId = i.user.id;
    for (const client of [admin, support, investor]) await client.fetchCsrf();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('refuses support every admin mutation of the schema (403 SUPPORT_READ_ONLY), and nothing changes', async () => {
    const mutations = adminOperations(t, 'Mutation');
    // The list is read from the app; these prove the discovery found the admin resolvers at all.
    expect(mutations).toEqual(
      expect.arrayContaining(['freezeUser', 'unfreezeUser', 'setUserRole', 'approveDeposit', 'approveWithdrawal', 'updateSiteContent']),
    );
    expect(mutations.length).toBeGreaterThan(15);

    const before = await fingerprint(t);
    for (const name of mutations) {
      const res = await support.gql(call(t, 'Mutation', name));
      expect({ name, errors: res.errors?.map((e) => ({ code: e.extensions?.code, reason: e.extensions?.reason })) }).toEqual({
        name,
        errors: [{ code: 'FORBIDDEN', reason: 'SUPPORT_READ_ONLY' }],
      });
      expect(res.errors![0].message).toBe('Support staff can read the console but not change anything: ask an admin to do this.');
      expect(res.data?.[name] ?? null).toBeNull();
    }
    expect(await fingerprint(t)).toEqual(before);

    // An investor is refused the same calls as before: forbidden, without support's wording.
    const investorRes = await investor.gql(call(t, 'Mutation', 'freezeUser'));
    expectGqlError(investorRes, 'FORBIDDEN');
    expect(investorRes.errors![0].extensions?.reason).toBe('FORBIDDEN');
  });

  it("answers every admin query to support as to an admin (no FORBIDDEN), and the console's reads with data", async () => {
    const closed = adminOperations(t, 'Query', true);
    const queries = adminOperations(t, 'Query').filter((name) => !closed.includes(name));
    expect(queries).toEqual(expect.arrayContaining(['adminUsers', 'adminUser', 'auditLog', 'adminOverview']));
    for (const name of queries) {
      const asSupport = await support.gql(call(t, 'Query', name));
      const asAdmin = await admin.gql(call(t, 'Query', name));
      const codes = (res: typeof asSupport) => res.errors?.map((e) => e.extensions?.code) ?? [];
      expect({ name, codes: codes(asSupport) }).toEqual({ name, codes: codes(asAdmin) });
      expect(codes(asSupport)).not.toContain('FORBIDDEN');
    }

    const page = await support.gql<{ adminUsers: { nodes: Array<{ id: string; role: string; isAdmin: boolean }> } }>(
      `{ adminUsers(first: 10) { nodes { id role isAdmin } } }`,
    );
    expect(page.errors).toBeUndefined();
    expect(page.data!.adminUsers.nodes).toEqual(
      expect.arrayContaining([
        { id: adminId, role: 'ADMIN', isAdmin: true },
        { id: supportId, role: 'SUPPORT', isAdmin: false },
        { id: investorId, role: 'INVESTOR', isAdmin: false },
      ]),
    );
    const detail = await support.gql<{ adminUser: { user: { id: string } } }>(`query($id: ID!) { adminUser(id: $id) { user { id } } }`, { id: investorId });
    expect(detail.errors).toBeUndefined();
    expect(detail.data!.adminUser.user.id).toBe(investorId);
    const me = await support.gql<{ me: { role: string; admin: number } }>(`{ me { role admin } }`);
    expect(me.data!.me).toEqual({ role: 'SUPPORT', admin: 0 });
  });

  it('refuses support the admins-only reads (the mail outbox: 403 FORBIDDEN), which admins get', async () => {
    const closed = adminOperations(t, 'Query', true);
    expect(closed).toEqual(['mailOutbox', 'mailOutboxMessage', 'mailOutboxMessages']);
    for (const name of closed) {
      const asSupport = await support.gql(call(t, 'Query', name));
      expect({ name, code: asSupport.errors?.[0].extensions?.code }).toEqual({ name, code: 'FORBIDDEN' });
      expect(asSupport.data?.[name as never] ?? null).toBeNull();
      const asAdmin = await admin.gql(call(t, 'Query', name));
      expect(asAdmin.errors?.map((e) => e.extensions?.code) ?? []).not.toContain('FORBIDDEN');
    }
  });

  it('lets support introspect the schema in production, and not an investor', async () => {
    const query = getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, inputValueDeprecation: true });
    const asSupport = await support.gql<{ __schema: { queryType: { name: string } } }>(query);
    expect(asSupport.errors).toBeUndefined();
    expect(asSupport.data!.__schema.queryType.name).toBe('Query');
    const asInvestor = await investor.gql(query);
    expect(asInvestor.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });

  it.each(['/admin', '/admin/users', '/admin/graphql'])('serves the console page %s to support, and a 403 page to an investor', async (path) => {
    const asSupport = await support.raw(path);
    expect(asSupport.status).toBe(200);
    expect(await asSupport.text()).toContain('<div id="root"></div>');
    const asInvestor = await investor.raw(path);
    expect(asInvestor.status).toBe(403);
    expect(await asInvestor.text()).toContain('Not allowed');
  });

  it('reads admin REST paths too (a KYC image: 404 for a missing file, where an investor gets 403)', async () => {
    const name = `${randomUUID()}.webp`;
    expect((await support.get(`/api/kyc/files/${name}`)).status).toBe(404);
    expect((await investor.get(`/api/kyc/files/${name}`)).status).toBe(403);
  });

  it('seeds a demo support account that signs in, reads the console and changes nothing', async () => {
    const seeder = new DemoSeeder({ ...t.config, demoSeed: true }, t.app.get(UsersService), t.app.get(AuthService), t.app.get(DataSource));
    await seeder.seedDemo();
    await seeder.seedDemo(); // a second start adds nothing
    const { rows } = await t.db.query(`SELECT email, role, is_admin FROM users WHERE email LIKE '%@demo.local' ORDER BY email`);
    expect(rows).toEqual([
      { email: DEMO_ADMIN.email, role: 'admin', is_admin: true },
      { email: DEMO_INVESTOR.email, role: 'investor', is_admin: false },
      { email: DEMO_SUPPORT.email, role: 'support', is_admin: false },
    ]);
    const demo = t.client();
    expect((await demo.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password)).status).toBe(200);
    await demo.fetchCsrf();
    expect((await demo.gql<{ me: { role: string } }>(`{ me { role } }`)).data!.me.role).toBe('SUPPORT');
    expect((await demo.gql(`{ adminOverview { pendingDeposits } }`)).errors).toBeUndefined();
    expect((await demo.gql(call(t, 'Mutation', 'runAccrual'))).errors?.[0].extensions?.reason).toBe('SUPPORT_READ_ONLY');
  });

  describe('setUserRole', () => {
    const SET_ROLE = `mutation($id: ID!, $role: UserRole!, $reason: String!) { setUserRole(userId: $id, role: $role, reason: $reason) { id role isAdmin } }`;

    it('gives a role only through a grant a second admin approves, audited with before, after and IP; it takes effect at the next request', async () => {
      const other = await createInvestor(t);
      await other.client.fetchCsrf();
      expectGqlError(await other.client.gql(`{ adminUsers(first: 1) { pageInfo { hasNextPage } } }`), 'FORBIDDEN');
      const checker = await createAdmin(t);
      await checker.client.fetchCsrf();
      await stepUp(admin);
      await stepUp(checker.client);
      const grant = async (role: string, reason: string) => {
        const asked = await admin.gql<{ requestRoleGrant: { id: string } }>(
          `mutation($id: ID!, $role: UserRole!, $reason: String!) { requestRoleGrant(userId: $id, role: $role, reason: $reason) { id } }`,
          { id: other.user.id, role, reason },
        );
        expect(asked.errors).toBeUndefined();
        const id = asked.data!.requestRoleGrant.id;
        const approved = await checker.client.gql<{ approveRoleGrant: { status: string } }>(`mutation($id: ID!) { approveRoleGrant(id: $id) { status } }`, {
          id,
        });
        expect(approved.data?.approveRoleGrant.status).toBe('APPROVED');
        return id;
      };

      const grantId = await grant('SUPPORT', '  New support hire  ');
      const audit = await t.db.query(`SELECT actor_id, actor_role, details, ip FROM audit_log WHERE action = 'user.role_changed' AND subject_user_id = $1`, [
        other.user.id,
      ]);
      expect(audit.rows).toEqual([
        {
          actor_id: checker.user.id,
          actor_role: 'admin',
          details: {
            userId: other.user.id,
            reason: 'New support hire',
            grantId,
            requestedBy: adminId,
            before: { role: 'investor' },
            after: { role: 'support' },
          },
          ip: expect.stringMatching(/127\.0\.0\.1/),
        },
      ]);
      // Same session, new role: reads now pass, changes are refused.
      const read = await other.client.gql(`{ adminUsers(first: 1) { pageInfo { hasNextPage } } }`);
      expect(read.errors).toBeUndefined();
      expectGqlError(await other.client.gql(call(t, 'Mutation', 'freezeUser')), 'FORBIDDEN');

      await grant('ADMIN', 'Team lead');
      const stored = await t.db.query(`SELECT role, is_admin FROM users WHERE id = $1`, [other.user.id]);
      expect(stored.rows[0]).toEqual({ role: 'admin', is_admin: true });
      // Taking power away is one step.
      const demoted = await admin.gql<{ setUserRole: { role: string; isAdmin: boolean } }>(SET_ROLE, { id: other.user.id, role: 'INVESTOR', reason: 'Left' });
      expect(demoted.data!.setUserRole).toMatchObject({ role: 'INVESTOR', isAdmin: false });
      expectGqlError(await other.client.gql(`{ adminUsers(first: 1) { pageInfo { hasNextPage } } }`), 'FORBIDDEN');
    });

    it.each([
      ['no reason', () => ({ id: investorId, role: 'SUPPORT', reason: '   ' }), 'BAD_USER_INPUT', 'REASON_REQUIRED'],
      ['a malformed id', () => ({ id: 'not-a-uuid', role: 'SUPPORT', reason: 'r' }), 'BAD_USER_INPUT', 'INVALID_USER_ID'],
      ['an unknown id', () => ({ id: randomUUID(), role: 'SUPPORT', reason: 'r' }), 'NOT_FOUND', 'USER_NOT_FOUND'],
      ['their own role', () => ({ id: adminId, role: 'INVESTOR', reason: 'r' }), 'FORBIDDEN', 'SELF_ROLE_CHANGE'],
      ['the role the user has', () => ({ id: investorId, role: 'INVESTOR', reason: 'r' }), 'CONFLICT', 'ROLE_UNCHANGED'],
      ['more power in one step', () => ({ id: investorId, role: 'SUPPORT', reason: 'r' }), 'FORBIDDEN', 'ROLE_GRANT_NEEDS_APPROVAL'],
      ['a NUL byte in the reason', () => ({ id: investorId, role: 'SUPPORT', reason: 'a\u0000b' }), 'BAD_USER_INPUT', undefined],
    ])('refuses %s and changes nothing', async (_what, variables, code, reason) => {
      const before = await fingerprint(t);
      const res = await admin.gql(SET_ROLE, variables());
      expectGqlError(res, code);
      if (reason) expect(res.errors![0].extensions?.reason).toBe(reason);
      expect(await fingerprint(t)).toEqual(before);
    });

    it('refuses an unknown role in GraphQL validation', async () => {
      const res = await admin.gql(SET_ROLE, { id: investorId, role: 'ROOT', reason: 'r' });
      expect(res.errors?.[0].extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    });
  });
});
