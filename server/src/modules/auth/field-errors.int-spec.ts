import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { createInvestor, DEFAULT_PASSWORD, uniqueEmail } from '../../../test/factories/users';

type FieldError = { message: string; extensions?: { code?: string; reason?: string; field?: string } };

/** Refusals about one input name it (`extensions.field`, REST `field`) so forms can show the message beside that field. */
describe('field of account and profile refusals (real Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(() => t.close());

  const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { message } }`;
  const registration = (overrides: Record<string, string>) => ({
    fullName: 'Field Test',
    username: `f${Date.now()}${Math.floor(Math.random() * 1000)}`,
    email: uniqueEmail(),
    password: DEFAULT_PASSWORD,
    ...overrides,
  });

  it.each([
    ['a short password', { password: 'short12' }, 'password', 'PASSWORD_TOO_SHORT'],
    ['a common password', { password: 'password1' }, 'password', 'PASSWORD_TOO_COMMON'],
    ['a malformed email', { email: 'not-an-email' }, 'email', 'INVALID_EMAIL'],
    ['a bad username', { username: 'a b' }, 'username', 'INVALID_USERNAME'],
    ['an unknown referral id', { referralId: 'NOPE1234' }, 'referralId', 'UNKNOWN_REFERRAL'],
  ])('register names the field of %s (GraphQL)', async (_label, overrides, field, reason) => {
    const client = t.client();
    await client.fetchCsrf();
    const res = await client.gql(REGISTER, { input: registration(overrides) });
    const error = res.errors?.[0] as FieldError | undefined;
    expect(error?.extensions).toMatchObject({ reason, field });
  });

  it('register names the email of a taken address (REST body field)', async () => {
    const { email } = await createInvestor(t);
    const res = await t.client().register({ email });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
  });

  it('a wrong email or password at sign-in names no field', async () => {
    const res = await t.client().login(uniqueEmail(), 'wrong password here');
    expect(res.status).toBe(401);
    expect(res.body).not.toHaveProperty('field');
  });

  it('the profile names the phone, the address its first empty field, the password change each of its fields', async () => {
    const { client } = await createInvestor(t);
    const profile = await client.gql(`mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`, {
      input: { fullname: 'Ada', username: `p${Date.now()}`, phone: '12ab', gender: 'FEMALE' },
    });
    expect((profile.errors?.[0] as FieldError).extensions).toMatchObject({ reason: 'PHONE_NOT_DIGITS', field: 'phone' });

    const missing = await client.gql(`mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`, {
      input: { fullname: 'Ada', username: ' ', phone: '12345', gender: 'FEMALE' },
    });
    expect((missing.errors?.[0] as FieldError).extensions).toMatchObject({ reason: 'PROFILE_FIELDS_REQUIRED', field: 'username' });

    const address = await client.gql(`mutation($input: UpdateAddressInput!) { updateAddress(input: $input) { id } }`, {
      input: { address1: '1 Main Street', state: ' ', country: 'France' },
    });
    expect((address.errors?.[0] as FieldError).extensions).toMatchObject({ reason: 'ADDRESS_FIELDS_REQUIRED', field: 'state' });

    const CHANGE = `mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { message } }`;
    const common = await client.gql(CHANGE, { c: DEFAULT_PASSWORD, n: 'password1' });
    expect((common.errors?.[0] as FieldError).extensions).toMatchObject({ reason: 'PASSWORD_TOO_COMMON', field: 'newPassword' });
    const wrong = await client.gql(CHANGE, { c: 'not my password at all', n: 'a fresh long passphrase' });
    expect((wrong.errors?.[0] as FieldError).extensions).toMatchObject({ reason: 'INVALID_PASSWORD', field: 'currentPassword' });
  });

  it('the contact form names the captcha of a wrong answer (REST body field)', async () => {
    const client = t.client();
    await client.fetchCsrf();
    await client.get('/api/account/captcha');
    const body = { fullname: 'Ada', email: 'ada@example.com', subject: 'Enquiry', message: 'Hello', captcha: '-1' };
    const res = await client.post('/api/contact_us', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'WRONG_CAPTCHA', field: 'captcha' });
  });
});
