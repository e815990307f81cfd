import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { MAX_WEBHOOK_URL_LENGTH, WebhookError, WebhookErrorCode } from './webhooks.errors';

/**
 * Addresses production never calls (SSRF): loopback, private, link-local, carrier-grade NAT, the
 * unspecified and broadcast addresses, documentation and benchmarking ranges, multicast and
 * reserved space, and IPv6's unique-local, link-local, IPv4-mapped and NAT64 forms (which could
 * carry any of the IPv4 ones).
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** True for an address production may call: a literal IPv4 or IPv6 address outside every blocked range. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !BLOCKED.check(address, 'ipv4');
  // IPv4-mapped (::ffff:a.b.c.d): refused whatever it maps to. Not a BlockList rule: BlockList
  // applies a ::ffff:0:0/96 rule to every plain IPv4 address as well.
  if (/^::ffff:[^:]+(:[^:]+)?$/i.test(new URL(`http://[${address}]`).hostname.slice(1, -1))) return false;
  return !BLOCKED.check(address, 'ipv6');
}

/** The URL's host as an address when it is one (`[::1]` → `::1`), else null. */
export function literalAddress(url: URL): string | null {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return isIP(host) ? host : null;
}

/**
 * Checks the URL's shape (the same rules at registration and before each send): an absolute
 * http(s) URL (https only in production), at most 2048 characters, without user name or password.
 * A literal private address is refused here in production; host names are checked when resolved.
 */
export function parseWebhookUrl(raw: unknown, production: boolean): URL {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) throw new WebhookError(WebhookErrorCode.URL_REQUIRED);
  if (text.length > MAX_WEBHOOK_URL_LENGTH) throw new WebhookError(WebhookErrorCode.URL_TOO_LONG);
  // eslint-disable-next-line no-control-regex -- control characters (NUL included) never belong in a URL we store
  if (/[\u0000-\u001f\u007f\s]/.test(text)) throw new WebhookError(WebhookErrorCode.URL_INVALID);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new WebhookError(WebhookErrorCode.URL_INVALID);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new WebhookError(WebhookErrorCode.URL_SCHEME);
  if (production && url.protocol !== 'https:') throw new WebhookError(WebhookErrorCode.URL_HTTPS_REQUIRED);
  if (!url.hostname) throw new WebhookError(WebhookErrorCode.URL_INVALID);
  if (url.username || url.password) throw new WebhookError(WebhookErrorCode.URL_CREDENTIALS);
  const literal = literalAddress(url);
  if (production && literal && !isPublicAddress(literal)) throw new WebhookError(WebhookErrorCode.URL_PRIVATE);
  return url;
}

/**
 * At registration in production: the host must resolve, and to public addresses only. (The sender
 * checks again at each connection, on the addresses it actually connects to: DNS can change.)
 */
export async function assertPublicHost(url: URL): Promise<void> {
  if (literalAddress(url)) return;
  let addresses: { address: string }[];
  try {
    addresses = await dnsLookup(url.hostname, { all: true, verbatim: true });
  } catch {
    throw new WebhookError(WebhookErrorCode.URL_UNRESOLVABLE);
  }
  if (!addresses.length) throw new WebhookError(WebhookErrorCode.URL_UNRESOLVABLE);
  if (addresses.some((entry) => !isPublicAddress(entry.address))) throw new WebhookError(WebhookErrorCode.URL_PRIVATE);
}
