import { isPublicAddress, parseWebhookUrl } from './webhook-url';
import { signatureHeader } from './webhook-sender';
import { Webhook } from 'standardwebhooks';

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['93.184.215.14', true],
    ['172.32.0.1', true],
    ['100.128.0.1', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['127.255.255.254', false],
    ['10.0.0.1', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.0.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['::', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:8.8.8.8', false],
    ['64:ff9b::7f00:1', false],
    ['fd12:3456::1', false],
    ['fe80::1', false],
    ['ff02::1', false],
    ['2001:db8::1', false],
    ['localhost', false],
    ['', false],
    // IPv6 forms that carry an IPv4 address (here loopback), and other special-purpose IPv6 space.
    ['::7f00:1', false],
    ['::ffff:0:7f00:1', false],
    ['::ffff:7f00:1', false],
    ['2002:7f00:1::1', false],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', false],
    ['2001::1', false],
    ['64:ff9b:1::7f00:1', false],
    ['100::1', false],
    ['3fff::1', false],
    ['5f00::1', false],
    ['1::1', false],
    // IPv4 special-purpose space BlockList's table missed.
    ['192.88.99.1', false],
    ['192.175.48.1', false],
    ['192.52.193.1', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('parseWebhookUrl', () => {
  it('allows http and loopback outside production', () => {
    expect(parseWebhookUrl('http://127.0.0.1:8080/hook', false).href).toBe('http://127.0.0.1:8080/hook');
    expect(parseWebhookUrl(' https://example.com/x ', false).href).toBe('https://example.com/x');
  });

  it.each([
    ['http://example.com/x', true, 'WEBHOOK_URL_HTTPS_REQUIRED'],
    ['https://[::1]:8443/', true, 'WEBHOOK_URL_PRIVATE'],
    ['https://2130706433/', true, 'WEBHOOK_URL_PRIVATE'],
    ['file:///etc/passwd', false, 'WEBHOOK_URL_SCHEME'],
    ['gopher://example.com/', false, 'WEBHOOK_URL_SCHEME'],
    ['https://exa mple.com/', false, 'WEBHOOK_URL_INVALID'],
    ['https://example.com/\u0000', false, 'WEBHOOK_URL_INVALID'],
    ['example.com/hook', false, 'WEBHOOK_URL_INVALID'],
    ['https://a:b@example.com/', false, 'WEBHOOK_URL_CREDENTIALS'],
    [42, false, 'WEBHOOK_URL_REQUIRED'],
  ])('%s (production %s) → %s', (url, production, code) => {
    expect(() => parseWebhookUrl(url, production)).toThrow(expect.objectContaining({ code }));
  });
});

describe('signatureHeader', () => {
  it('signs with every secret given, each verifiable on its own', () => {
    const secrets = [`whsec_${Buffer.alloc(32, 1).toString('base64')}`, `whsec_${Buffer.alloc(32, 2).toString('base64')}`];
    const at = new Date();
    const message = { messageId: 'msg_0123', body: '{"type":"user.registered","timestamp":"2026-01-01T00:00:00.000Z","data":{}}', secrets };
    const header = signatureHeader(message, at);
    expect(header.split(' ')).toHaveLength(2);
    const headers = { 'webhook-id': message.messageId, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': header };
    for (const secret of secrets) expect(new Webhook(secret).verify(message.body, headers)).toMatchObject({ type: 'user.registered' });
  });
});
