import { API_TOKEN_PREFIX, hashApiToken, hintOf, newApiToken, shapeOf } from './api-token-secret';

describe('API token secrets', () => {
  it('starts with the product prefix and carries 256 random bits', () => {
    const token = newApiToken();
    expect(token.startsWith(API_TOKEN_PREFIX)).toBe(true);
    expect(Buffer.from(token.slice(API_TOKEN_PREFIX.length), 'base64url')).toHaveLength(32);
    expect(newApiToken()).not.toBe(token);
    expect(shapeOf(token)).toBe('ok');
  });

  it('hashes to 32 bytes, the same for the same token', () => {
    const token = newApiToken();
    expect(hashApiToken(token)).toHaveLength(32);
    expect(hashApiToken(token).equals(hashApiToken(token))).toBe(true);
    expect(hashApiToken(token).equals(hashApiToken(newApiToken()))).toBe(false);
    expect(hintOf(token)).toBe(token.slice(-4));
  });

  it.each([
    ['ghp_' + 'a'.repeat(43), 'wrong-prefix'],
    ['', 'wrong-prefix'],
    [API_TOKEN_PREFIX, 'malformed'],
    [API_TOKEN_PREFIX + 'a'.repeat(42), 'malformed'],
    [API_TOKEN_PREFIX + 'a'.repeat(44), 'malformed'],
    [API_TOKEN_PREFIX + 'a'.repeat(42) + '=', 'malformed'],
    [API_TOKEN_PREFIX + 'a'.repeat(43), 'ok'],
  ])('%s is %s', (token, shape) => {
    expect(shapeOf(token)).toBe(shape);
  });
});
