import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { ApiClient } from '../../../test/helpers/api-client';
import { expectGqlError, expectRestError } from '../../../test/helpers/safe-error';
import { createInvestor } from '../../../test/factories/users';

const PROFILE_COLUMNS = 'fullname, username, phone, telegram, gender, date_of_birth::text AS date_of_birth';
const ADDRESS_COLUMNS = 'address1, address2, city, state, zipcode, country, nationality';
const ALL_COLUMNS = `${PROFILE_COLUMNS}, ${ADDRESS_COLUMNS}, email, avatar, password_hash, updated_at`;

const UPDATE_PROFILE = `mutation($input: UpdateProfileInput!) {
  updateProfile(input: $input) { id fullname username phone telegram gender dateOfBirth }
}`;
const UPDATE_ADDRESS = `mutation($input: UpdateAddressInput!) {
  updateAddress(input: $input) { id address1 address2 city state zipcode country nationality }
}`;
const UPLOAD_AVATAR = `mutation($avatar: Upload!) { uploadAvatar(avatar: $avatar) { id avatar } }`;

const AVATAR_URL = /^\/api\/uploads\/avatars\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

let serial = 0;
const uniqueName = (prefix = 'user') => `${prefix}_${Date.now().toString(36)}${serial++}`;

const profile = (overrides: Record<string, unknown> = {}) => ({
  fullname: 'Grace Hopper',
  username: uniqueName('grace'),
  phone: '5551234567',
  telegram: '@grace',
  gender: 'Female',
  date_of_birth: '1906-12-09',
  ...overrides,
});
/** A profile as UpdateProfileInput takes it: GraphQL spells the gender as its enum value (FEMALE), REST as the stored word (Female). */
const gqlGender = (input: Record<string, unknown>) => ({ ...input, gender: typeof input.gender === 'string' ? input.gender.toUpperCase() : input.gender });

const address = (overrides: Record<string, unknown> = {}) => ({
  address1: '1 Navy Yard',
  address2: 'Building 7',
  city: 'Arlington',
  state: 'Virginia',
  zipcode: '22202',
  country: 'United States',
  nationality: 'American',
  ...overrides,
});

const png = (color = '#3366ff', size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();

function form(bytes: Buffer | string, type: string, fileName: string, field = 'avatar'): FormData {
  const data = new FormData();
  data.set(field, new Blob([bytes], { type }), fileName);
  return data;
}

describe('users: profile, address and avatar (REST and GraphQL, real Postgres)', () => {
  let t: TestApp;
  let avatarsDir: string;

  beforeAll(async () => {
    t = await bootApp();
    avatarsDir = join(t.config.uploadDir, 'avatars');
  });
  afterAll(() => t.close());

  /** One investor for the refusal cases: each asserts that its row did not change. */
  let refused: Awaited<ReturnType<typeof createInvestor>>;
  beforeAll(async () => {
    refused = await createInvestor(t);
  });

  const row = async (id: string) => (await t.db.query(`SELECT ${ALL_COLUMNS} FROM users WHERE id = $1`, [id])).rows[0];
  const storedAvatars = () => (existsSync(avatarsDir) ? readdirSync(avatarsDir).sort() : []);

  async function uploadRest(client: ApiClient, bytes: Buffer | string, type = 'image/png', fileName = 'me.png') {
    return client.post<{ message: string }>('/api/upload/avatar', form(bytes, type, fileName));
  }

  async function avatarOf(client: ApiClient): Promise<string | null> {
    return (await client.get<{ data: { avatar: string | null } }>('/api/check-auth')).body.data.avatar ?? null;
  }

  describe('profile', () => {
    it("updates the caller's own row over REST, trimmed, and leaves every other user as it was", async () => {
      const me = await createInvestor(t);
      const other = await createInvestor(t);
      const otherBefore = await row(other.user.id);
      const body = profile({ fullname: '  Grace Hopper  ', phone: ' 5551234567 ', telegram: '  @grace ' });

      const res = await me.client.post('/api/update/profile', body);

      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', message: 'Your personal Info has been updated successfully' });
      expect(await row(me.user.id)).toMatchObject({
        fullname: 'Grace Hopper',
        username: body.username,
        phone: '5551234567',
        telegram: '@grace',
        gender: 'Female',
        date_of_birth: '1906-12-09',
      });
      expect(await row(other.user.id)).toEqual(otherBefore);
      const me2 = await me.client.get<{ data: Record<string, unknown> }>('/api/check-auth');
      expect(me2.body.data).toMatchObject({ fullname: 'Grace Hopper', phone: '5551234567', gender: 'Female', date_of_birth: '1906-12-09' });
    });

    it("defaults the gender to Male, clears empty optional fields and accepts keeping one's own username in other capitals", async () => {
      const me = await createInvestor(t);
      const username = uniqueName('keep');
      expect((await me.client.post('/api/update/profile', profile({ username }))).status).toBe(200);
      const res = await me.client.post('/api/update/profile', {
        fullname: 'Grace',
        username: username.toUpperCase(),
        phone: '12345',
        telegram: '   ',
        date_of_birth: '',
      });
      expect(res.status).toBe(200);
      expect(await row(me.user.id)).toMatchObject({ username: username.toUpperCase(), gender: 'Male', telegram: null, date_of_birth: null });
    });

    it('updates the profile over GraphQL and answers the new user', async () => {
      const me = await createInvestor(t);
      const username = uniqueName('gql');
      const res = await me.client.gql<{ updateProfile: Record<string, unknown> }>(UPDATE_PROFILE, {
        input: { fullname: ' Alan Turing ', username, phone: '441234567', telegram: 'alan', gender: 'OTHERS', dateOfBirth: '1912-06-23' },
      });
      expect(res.errors).toBeUndefined();
      expect(res.data?.updateProfile).toEqual({
        id: me.user.id,
        fullname: 'Alan Turing',
        username,
        phone: '441234567',
        telegram: 'alan',
        gender: 'OTHERS',
        dateOfBirth: '1912-06-23',
      });
      expect(await row(me.user.id)).toMatchObject({ fullname: 'Alan Turing', username, gender: 'Others', date_of_birth: '1912-06-23' });
    });

    const tomorrow = () => new Date(Date.now() + 36 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const profileRules: Array<[string, () => Record<string, unknown>, string]> = [
      ['an empty full name', () => ({ fullname: '   ' }), 'Every required field must not be empty'],
      ['an empty username', () => ({ username: ' \t ' }), 'Every required field must not be empty'],
      ['an empty phone', () => ({ phone: '' }), 'Every required field must not be empty'],
      ['a phone with letters', () => ({ phone: '555-CALL-ME' }), 'Phone number must contain digits only'],
      ['a phone with a plus and spaces', () => ({ phone: '+1 555 123' }), 'Phone number must contain digits only'],
      ['a phone of 4 digits', () => ({ phone: '1234' }), 'Phone number must have between 5 and 20 digits'],
      ['a username with spaces', () => ({ username: 'grace hopper' }), 'Username must be 3 to 30 letters, digits, dots, dashes or underscores'],
      ['a date of birth before 1900', () => ({ date_of_birth: '1899-12-31' }), 'Date of birth must be after 1900'],
      ['a date of birth in the future', () => ({ date_of_birth: tomorrow() }), 'Date of birth cannot be in the future'],
      ['a date of birth that does not exist', () => ({ date_of_birth: '1990-02-30' }), 'Date of birth must be a valid date (YYYY-MM-DD)'],
      ['a date of birth in another format', () => ({ date_of_birth: '12/05/1990' }), 'Date of birth must be a valid date (YYYY-MM-DD)'],
      ['a date of birth that is not a date', () => ({ date_of_birth: 'yesterday' }), 'Date of birth must be a valid date (YYYY-MM-DD)'],
      ['an unknown gender', () => ({ gender: 'Robot' }), 'Gender must be Male, Female or Others'],
      ['a gender in lower case', () => ({ gender: 'male' }), 'Gender must be Male, Female or Others'],
    ];

    it.each(profileRules)('refuses %s over REST with its message and changes nothing', async (_label, patch, message) => {
      const me = refused;
      const before = await row(me.user.id);
      const res = await me.client.post('/api/update/profile', profile(patch()));
      expectRestError(res, 400);
      expect(res.body.message).toBe(message);
      expect(await row(me.user.id)).toEqual(before);
    });

    it.each(profileRules.filter(([label]) => !label.includes('gender')))(
      'refuses %s over GraphQL with the same message and changes nothing',
      async (_label, patch, message) => {
        const me = refused;
        const before = await row(me.user.id);
        const { date_of_birth, ...rest } = profile(patch());
        const res = await me.client.gql(UPDATE_PROFILE, { input: gqlGender({ ...rest, dateOfBirth: date_of_birth }) });
        expectGqlError(res, 'BAD_USER_INPUT');
        expect(res.errors![0].message).toBe(message);
        expect(res.data).toBeUndefined();
        expect(await row(me.user.id)).toEqual(before);
      },
    );

    it('refuses a gender outside the GraphQL enum', async () => {
      const me = refused;
      const before = await row(me.user.id);
      const { date_of_birth: _dob, ...input } = profile({ gender: 'Robot' });
      const res = await me.client.gql(UPDATE_PROFILE, { input });
      expectGqlError(res, 'BAD_USER_INPUT');
      expect(res.errors![0].message).toContain('Gender');
      expect(await row(me.user.id)).toEqual(before);
    });

    it('refuses a username another user has (any capitals) with 409 and changes nothing', async () => {
      const owner = await createInvestor(t);
      const taken = uniqueName('taken');
      expect((await owner.client.post('/api/update/profile', profile({ username: taken }))).status).toBe(200);
      const me = await createInvestor(t);
      const before = await row(me.user.id);

      const res = await me.client.post('/api/update/profile', profile({ username: taken.toUpperCase() }));
      expectRestError(res, 409);
      expect(res.body.message).toBe('This username is already taken.');
      expect(await row(me.user.id)).toEqual(before);

      const { date_of_birth: _dob, ...input } = profile({ username: taken });
      const gql = await me.client.gql(UPDATE_PROFILE, { input: gqlGender(input) });
      expectGqlError(gql, 'CONFLICT');
      expect(gql.errors![0]).toMatchObject({ message: 'This username is already taken.', extensions: { reason: 'USERNAME_TAKEN' } });
      expect(await row(me.user.id)).toEqual(before);
      expect((await row(owner.user.id)).username).toBe(taken);
    });
  });

  describe('address', () => {
    it("updates the caller's own address over REST, trimmed, optional fields cleared when empty", async () => {
      const me = await createInvestor(t);
      const other = await createInvestor(t);
      const otherBefore = await row(other.user.id);

      const res = await me.client.post('/api/update/address', address({ address1: '  1 Navy Yard ', zipcode: '  ' }));

      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', message: 'Your address has been updated successfully' });
      expect(await row(me.user.id)).toMatchObject({ ...address(), zipcode: null });
      expect(await row(other.user.id)).toEqual(otherBefore);
      const check = await me.client.get<{ data: Record<string, unknown> }>('/api/check-auth');
      expect(check.body.data).toMatchObject({ address1: '1 Navy Yard', state: 'Virginia', country: 'United States', zipcode: null });
    });

    it('needs only address1, state and country', async () => {
      const me = await createInvestor(t);
      const res = await me.client.post('/api/update/address', { address1: 'Main St 1', state: 'Lagos', country: 'Nigeria' });
      expect(res.status).toBe(200);
      expect(await row(me.user.id)).toMatchObject({ address1: 'Main St 1', state: 'Lagos', country: 'Nigeria', city: null, nationality: null });
    });

    it('updates the address over GraphQL', async () => {
      const me = await createInvestor(t);
      const res = await me.client.gql<{ updateAddress: Record<string, unknown> }>(UPDATE_ADDRESS, { input: address({ city: ' Paris ', country: 'France' }) });
      expect(res.errors).toBeUndefined();
      expect(res.data?.updateAddress).toEqual({ id: me.user.id, ...address({ city: 'Paris', country: 'France' }) });
      expect(await row(me.user.id)).toMatchObject({ city: 'Paris', country: 'France' });
    });

    it.each([
      ['address1', { address1: '  ' }],
      ['state', { state: '' }],
      ['country', { country: '\n' }],
    ])('refuses an empty %s over REST and GraphQL with the spec message and changes nothing', async (_field, patch) => {
      const me = refused;
      const before = await row(me.user.id);
      const res = await me.client.post('/api/update/address', address(patch));
      expectRestError(res, 400);
      expect(res.body.message).toBe('All required fields are required to proceed');
      const gql = await me.client.gql(UPDATE_ADDRESS, { input: address(patch) });
      expectGqlError(gql, 'BAD_USER_INPUT');
      expect(gql.errors![0].message).toBe('All required fields are required to proceed');
      expect(await row(me.user.id)).toEqual(before);
    });
  });

  describe('access', () => {
    it('refuses every user endpoint when signed out (401 / UNAUTHENTICATED)', async () => {
      const anonymous = t.client();
      await anonymous.fetchCsrf();
      const files = storedAvatars();
      const users = (await t.db.query(`SELECT count(*)::int AS n, max(updated_at) AS last FROM users`)).rows[0];
      for (const res of [
        await anonymous.get('/api/check-auth'),
        await anonymous.post('/api/update/profile', profile()),
        await anonymous.post('/api/update/address', address()),
        await anonymous.post('/api/upload/avatar', form(await png(), 'image/png', 'a.png')),
        await anonymous.get('/api/upload/delete-avatar'),
      ]) {
        expectRestError(res, 401);
        expect(res.body.code).toBe('UNAUTHENTICATED');
      }
      const { date_of_birth: _dob, ...input } = profile();
      expectGqlError(await anonymous.gql(UPDATE_PROFILE, { input: gqlGender(input) }), 'UNAUTHENTICATED');
      expectGqlError(await anonymous.gql(UPDATE_ADDRESS, { input: address() }), 'UNAUTHENTICATED');
      expectGqlError(await anonymous.gql(`mutation { deleteAvatar { id } }`), 'UNAUTHENTICATED');
      expectGqlError(await anonymous.gqlUpload(UPLOAD_AVATAR, 'avatar', new Blob([await png()], { type: 'image/png' }), 'a.png'), 'UNAUTHENTICATED');
      expect((await t.db.query(`SELECT count(*)::int AS n, max(updated_at) AS last FROM users`)).rows[0]).toEqual(users);
      expect(storedAvatars()).toEqual(files);
    });

    it('refuses every state-changing call without the CSRF token (403) and changes nothing', async () => {
      const me = await createInvestor(t);
      const before = await row(me.user.id);
      const files = storedAvatars();
      for (const res of [
        await me.client.post('/api/update/profile', profile(), { csrf: false }),
        await me.client.post('/api/update/address', address(), { csrf: false }),
        await me.client.post('/api/upload/avatar', form(await png(), 'image/png', 'a.png'), { csrf: false }),
        await me.client.get('/api/upload/delete-avatar', { csrf: false }),
        await me.client.post('/api/update/profile', profile(), { csrf: false, headers: { 'x-csrf-token': 'forged-token' } }),
      ]) {
        expectRestError(res, 403);
        expect(res.body.code).toBe('CSRF');
      }
      const { date_of_birth: _dob, ...input } = profile();
      for (const res of [
        await me.client.gql(UPDATE_PROFILE, { input: gqlGender(input) }, { csrf: false }),
        await me.client.gql(UPDATE_ADDRESS, { input: address() }, { csrf: false }),
        await me.client.gql(`mutation { deleteAvatar { id } }`, undefined, { csrf: false }),
      ]) {
        expectGqlError(res, 'FORBIDDEN');
        expect(res.errors![0].extensions?.reason).toBe('CSRF');
      }
      expect(await row(me.user.id)).toEqual(before);
      expect(storedAvatars()).toEqual(files);
    });

    it('has no way to name another user: an id in the body is refused, the other row stays as it was', async () => {
      const me = await createInvestor(t);
      const victim = await createInvestor(t);
      const mine = await row(me.user.id);
      const theirs = await row(victim.user.id);

      for (const res of [
        await me.client.post('/api/update/profile', { ...profile(), id: victim.user.id }),
        await me.client.post('/api/update/address', { ...address(), id: victim.user.id }),
        await me.client.post('/api/update/profile', { ...profile(), user_id: victim.user.id }),
        await me.client.post('/api/update/profile', { ...profile(), email: victim.email }),
      ]) {
        expectRestError(res, 400);
        expect(res.body.message).toMatch(/^property (id|user_id|email) should not exist$/);
      }
      const { date_of_birth: _dob, ...input } = profile();
      expectGqlError(await me.client.gql(UPDATE_PROFILE, { input: { ...gqlGender(input), id: victim.user.id } }), 'BAD_USER_INPUT');
      expect(await row(me.user.id)).toEqual(mine);
      expect(await row(victim.user.id)).toEqual(theirs);

      // What the caller can do changes their own row only.
      expect((await me.client.post('/api/update/address', address({ city: 'Mine' }))).status).toBe(200);
      expect((await row(me.user.id)).city).toBe('Mine');
      expect(await row(victim.user.id)).toEqual(theirs);
    });

    it("check-auth answers the spec's section 3 fields and never the password hash", async () => {
      const me = await createInvestor(t);
      await me.client.post('/api/update/profile', profile());
      const res = await me.client.get<{ data: Record<string, unknown> }>('/api/check-auth');
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('success');
      const fields = [
        'email',
        'username',
        'fullname',
        'balance',
        'interest',
        'reg_id',
        'referral_id',
        'date',
        'admin',
        'avatar',
        'phone',
        'telegram',
        'gender',
        'date_of_birth',
        'country',
        'address1',
        'address2',
        'city',
        'state',
        'zipcode',
        'nationality',
        'total_deposit',
        'total_withdrawal',
      ];
      for (const field of fields) expect(res.body.data).toHaveProperty(field);
      expect(res.body.data).toMatchObject({ email: me.email, admin: 0, balance: '0.00', interest: '0.00', total_deposit: '0.00', total_withdrawal: '0.00' });
      expect(new Date(res.body.data.date as string).getTime()).not.toBeNaN();
      const hash = (await row(me.user.id)).password_hash as string;
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(hash);
      expect(text).not.toMatch(/argon2|password|hash/i);
      const gql = await me.client.gql(`{ me { __typename } }`);
      expect(gql.errors).toBeUndefined();
      const noHash = await me.client.gql(`{ me { passwordHash } }`);
      expectGqlError(noHash, 'GRAPHQL_VALIDATION_FAILED');
    });
  });

  describe('avatar', () => {
    it('accepts a PNG over REST, stores it as WebP under a random name and serves it with nosniff', async () => {
      const me = await createInvestor(t);
      const res = await uploadRest(me.client, await png());
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', message: 'Avatar has been upload successfully' });

      const url = await avatarOf(me.client);
      expect(url).toMatch(AVATAR_URL);
      expect((await row(me.user.id)).avatar).toBe(url!.split('/').pop());
      const served = await t.client().raw(url!); // public: an <img> sends no CSRF header
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(served.headers.get('cache-control')).toContain('immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect((await sharp(bytes).metadata()).format).toBe('webp');
    });

    it('accepts a JPEG over GraphQL and strips its EXIF metadata', async () => {
      const me = await createInvestor(t);
      const jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#aa3300' } })
        .jpeg()
        .withMetadata({ exif: { IFD0: { Copyright: 'secret', Artist: 'secret artist' } } })
        .toBuffer();
      expect(jpeg.includes('secret')).toBe(true); // the original carries it
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();

      const res = await me.client.gqlUpload<{ uploadAvatar: { id: string; avatar: string } }>(
        UPLOAD_AVATAR,
        'avatar',
        new Blob([jpeg], { type: 'image/jpeg' }),
        'holiday.jpg',
      );
      expect(res.errors).toBeUndefined();
      expect(res.data?.uploadAvatar).toEqual({ id: me.user.id, avatar: expect.stringMatching(AVATAR_URL) });

      const served = await me.client.raw(res.data!.uploadAvatar.avatar);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.includes('secret')).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 80, height: 60 });
      expect(meta.exif).toBeUndefined();
    });

    it.each([
      ['a text file named .png and sent as image/png', () => Buffer.from('just some text, not a picture\n'), 'image/png', 'photo.png'],
      ['an HTML file', () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'), 'text/html', 'page.html'],
      ['an HTML file named .png', () => Buffer.from('<html><script>alert(1)</script></html>'), 'image/png', 'page.png'],
      ['an SVG with a script', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml', 'logo.svg'],
      ['a truncated PNG', () => Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\rIHDR', 'latin1'), 'image/png', 'broken.png'],
    ])('refuses %s over REST and GraphQL and keeps the current avatar', async (_label, bytes, type, fileName) => {
      const me = refused;
      if (!(await row(me.user.id)).avatar) expect((await uploadRest(me.client, await png('#00ff00'))).status).toBe(200);
      const before = await row(me.user.id);
      const files = storedAvatars();

      const res = await uploadRest(me.client, bytes(), type, fileName);
      expectRestError(res, 400);
      expect(res.body.message).toBe('The file is not a valid image. Please upload a JPEG, PNG, WebP or GIF picture.');
      const gql = await me.client.gqlUpload(UPLOAD_AVATAR, 'avatar', new Blob([bytes()], { type }), fileName);
      expectGqlError(gql, 'BAD_USER_INPUT');
      expect(gql.errors![0].message).toBe(res.body.message);

      expect(await row(me.user.id)).toEqual(before);
      expect(storedAvatars()).toEqual(files);
    });

    it('re-encodes a PNG with a script appended, so the served file holds no script', async () => {
      const me = await createInvestor(t);
      const polyglot = Buffer.concat([await png('#123456'), Buffer.from('<script>alert("owned")</script><?php system($_GET[1]); ?>')]);
      const res = await uploadRest(me.client, polyglot, 'image/png', 'innocent.png');
      expect(res.status).toBe(200);
      const served = await me.client.raw((await avatarOf(me.client))!);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(bytes.includes('<script')).toBe(false);
      expect(bytes.includes('alert')).toBe(false);
      expect(bytes.includes('<?php')).toBe(false);
      expect((await sharp(bytes).metadata()).format).toBe('webp');
    });

    it('scales a large picture down to at most 512 pixels a side', async () => {
      const me = await createInvestor(t);
      expect((await uploadRest(me.client, await png('#ffffff', 1200))).status).toBe(200);
      const served = await me.client.raw((await avatarOf(me.client))!);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(512);
    });

    it('refuses a file over 5 MB with 413 and a clear message, REST and GraphQL', async () => {
      const me = refused;
      const before = await row(me.user.id);
      const files = storedAvatars();
      // A real PNG header followed by padding: the size alone must refuse it.
      const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 1, 0x41)]);

      const res = await uploadRest(me.client, big);
      expectRestError(res, 413);
      expect(res.body.message).toBe('The image must be at most 5 MB.');
      const gql = await me.client.gqlUpload(UPLOAD_AVATAR, 'avatar', new Blob([big], { type: 'image/png' }), 'big.png');
      expectGqlError(gql, 'PAYLOAD_TOO_LARGE');
      expect(gql.errors![0].message).toBe('The image must be at most 5 MB.');

      expect(await row(me.user.id)).toEqual(before);
      expect(storedAvatars()).toEqual(files);
    });

    it('asks for a file when none is sent', async () => {
      const me = await createInvestor(t);
      for (const res of [
        await me.client.post('/api/upload/avatar', new FormData()),
        await me.client.post('/api/upload/avatar', {}),
        await uploadRest(me.client, Buffer.alloc(0), 'image/png', 'empty.png'),
      ]) {
        expectRestError(res, 400);
        expect(res.body.message).toBe('Please select a file first');
      }
      expect((await row(me.user.id)).avatar).toBeNull();
    });

    it('deletes the old file when the avatar is replaced', async () => {
      const me = await createInvestor(t);
      await uploadRest(me.client, await png('#ff0000'));
      const first = (await avatarOf(me.client))!;
      expect((await me.client.raw(first)).status).toBe(200);

      const gql = await me.client.gqlUpload<{ uploadAvatar: { avatar: string } }>(
        UPLOAD_AVATAR,
        'avatar',
        new Blob([await png('#0000ff')], { type: 'image/png' }),
        'b.png',
      );
      const second = gql.data!.uploadAvatar.avatar;
      expect(second).toMatch(AVATAR_URL);
      expect(second).not.toBe(first);
      expect((await me.client.raw(second)).status).toBe(200);

      const gone = await me.client.get(first);
      expectRestError(gone, 404);
      expect(storedAvatars()).not.toContain(first.split('/').pop());
      expect(storedAvatars()).toContain(second.split('/').pop());
    });

    it('deletes the avatar over REST (CSRF header required) and the file is gone', async () => {
      const me = await createInvestor(t);
      await uploadRest(me.client, await png());
      const url = (await avatarOf(me.client))!;

      expectRestError(await me.client.get('/api/upload/delete-avatar', { csrf: false }), 403);
      expect(await avatarOf(me.client)).toBe(url);
      expect((await me.client.raw(url)).status).toBe(200);

      const res = await me.client.get('/api/upload/delete-avatar');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', message: 'Avatar has been deleted successfully' });
      expect((await row(me.user.id)).avatar).toBeNull();
      expect(await avatarOf(me.client)).toBeNull();
      const gone = await me.client.get(url);
      expectRestError(gone, 404);
      expect(gone.headers.get('cache-control') ?? '').not.toContain('immutable');
      expect(storedAvatars()).not.toContain(url.split('/').pop());

      // deleting again is harmless
      expect((await me.client.get('/api/upload/delete-avatar')).status).toBe(200);
    });

    it('deletes the avatar over GraphQL', async () => {
      const me = await createInvestor(t);
      const up = await me.client.gqlUpload<{ uploadAvatar: { avatar: string } }>(
        UPLOAD_AVATAR,
        'avatar',
        new Blob([await png()], { type: 'image/png' }),
        'a.png',
      );
      const url = up.data!.uploadAvatar.avatar;
      const res = await me.client.gql<{ deleteAvatar: { id: string; avatar: string | null } }>(`mutation { deleteAvatar { id avatar } }`);
      expect(res.errors).toBeUndefined();
      expect(res.data?.deleteAvatar).toEqual({ id: me.user.id, avatar: null });
      expect((await row(me.user.id)).avatar).toBeNull();
      expectRestError(await me.client.get(url), 404);
    });

    it("one user's avatar changes leave another user's avatar alone", async () => {
      const me = await createInvestor(t);
      const other = await createInvestor(t);
      await uploadRest(other.client, await png('#00aa00'));
      const theirs = await row(other.user.id);
      await uploadRest(me.client, await png('#aa0000'));
      await me.client.get('/api/upload/delete-avatar');
      expect(await row(other.user.id)).toEqual(theirs);
      expect((await me.client.raw(`/api/uploads/avatars/${theirs.avatar}`)).status).toBe(200);
    });

    it.each([
      '/api/uploads/avatars/..%2F..%2Fetc%2Fpasswd',
      '/api/uploads/avatars/..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '/api/uploads/avatars/%2e%2e%2f%2e%2e%2fpackage.json',
      '/api/uploads/avatars/..%5C..%5Cpackage.json',
      '/api/uploads/avatars/00000000-0000-0000-0000-000000000000.webp',
      '/api/uploads/avatars/00000000-0000-0000-0000-000000000000.webp%00.png',
      '/api/uploads/avatars/x.html',
    ])('answers %s with a JSON 404', async (path) => {
      const res = await t.client().get(path);
      expectRestError(res, 404);
      expect(res.body.message).toBe('Not found.');
      expect(JSON.stringify(res.body)).not.toMatch(/root:|"name":/);
    });
  });
});
