import { newRecoveryCodes, newTotpSecret, otpauthUri, RECOVERY_CODE, totpCode, totpStep } from './totp';
import { open, seal } from './secret-box';
import { randomBytes } from 'node:crypto';

// RFC 6238 appendix B: the SHA-1 secret "12345678901234567890" (ASCII), 8-digit codes; ours are the last 6.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('matches RFC 6238 test vector at %i s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
    expect(totpStep(RFC_SECRET, code, seconds * 1000)).toBe(Math.floor(seconds / 30));
  });

  it('accepts one step either side and nothing further', () => {
    const now = 1_700_000_000_000;
    const secret = newTotpSecret();
    expect(totpStep(secret, totpCode(secret, now - 30_000), now)).toBe(Math.floor(now / 30_000) - 1);
    expect(totpStep(secret, totpCode(secret, now + 30_000), now)).toBe(Math.floor(now / 30_000) + 1);
    expect(totpStep(secret, totpCode(secret, now - 60_000), now)).toBeNull();
    expect(totpStep(secret, totpCode(secret, now + 60_000), now)).toBeNull();
  });

  it('makes a 160-bit base32 secret and an otpauth URI authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri(secret, 'ann@example.com', 'Invest Platform'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Invest Platform');
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });

  it('makes ten distinct recovery codes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
  });
});

describe('secret box', () => {
  it('opens what it sealed with the same key only, and refuses altered boxes', () => {
    const key = randomBytes(32);
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(key, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(open(randomBytes(32), sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(open(key, parts.join('.'))).toBeNull();
    expect(open(key, 'garbage')).toBeNull();
  });
});
