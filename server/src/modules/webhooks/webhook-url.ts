import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { MAX_WEBHOOK_URL_LENGTH, WebhookError, WebhookErrorCode } from './webhooks.errors';

/**
 * The one resolver of webhook host names, at registration and at each send (the sender connects
 * to exactly the addresses this returned and were checked). A test may put a stand-in here.
 */
export const webhookDns = {
  resolve: async (hostname: string): Promise<Array<{ address: string; family: number }>> => dnsLookup(hostname, { all: true, verbatim: true }),
};

/** IPv6 global unicast (2000::/3): the only IPv6 space the Internet routes to hosts. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
/** IPv4-compatible addresses (::a.b.c.d, deprecated by RFC 4291): ipaddr.js calls them unicast. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * Why production does not call an address, or null when it may: default-deny on ipaddr.js'
 * classification of the IANA special-purpose ranges. Only `unicast` passes: IPv4 loopback,
 * private, link-local, carrier-grade NAT, reserved, documentation, benchmarking, multicast,
 * broadcast, AS112 and AMT are refused; IPv6 must be global unicast (2000::/3) outside every
 * special range. Every IPv6 form that carries an IPv4 address (IPv4-mapped ::ffff:0:0/96, SIIT
 * ::ffff:0:0:0/96, IPv4-compatible ::/96, NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16,
 * Teredo 2001::/32) is refused whatever it carries, and names the IPv4 address inside.
 */
export function refusedAddressReason(address: string): string | null {
  if (!isIP(address)) return 'not an IP address';
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return 'not an IP address';
  }
  if (parsed.kind() === 'ipv4') {
    const range = parsed.range();
    return range === 'unicast' ? null : `an IPv4 ${range} address`;
  }
  const v6 = parsed as ipaddr.IPv6;
  const embedded = embeddedIPv4(v6);
  if (embedded) return `an IPv6 address carrying the IPv4 address ${embedded} (${embedded.range()})`;
  const range = v6.range();
  if (range !== 'unicast') return `an IPv6 ${range} address`;
  if (!v6.match(GLOBAL_UNICAST_V6)) return 'an IPv6 address outside global unicast space';
  return null;
}

/** The IPv4 address an IPv6 address carries by one of the standard translations, else null. */
function embeddedIPv4(v6: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = v6.parts;
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  switch (v6.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return v4(p[6], p[7]);
    case '6to4':
      return v4(p[1], p[2]);
    case 'teredo':
      // The client's address, stored inverted in the last 32 bits.
      return v4(~p[6] & 0xffff, ~p[7] & 0xffff);
    default:
      return v6.match(IPV4_COMPATIBLE) && (p[6] || p[7]) && !(p[6] === 0 && p[7] === 1) ? v4(p[6], p[7]) : null;
  }
}

/** True for an address production may call: a literal IPv4 or IPv6 unicast address outside every special-purpose range. */
export function isPublicAddress(address: string): boolean {
  return refusedAddressReason(address) === null;
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
    addresses = await webhookDns.resolve(url.hostname);
  } catch {
    throw new WebhookError(WebhookErrorCode.URL_UNRESOLVABLE);
  }
  if (!addresses.length) throw new WebhookError(WebhookErrorCode.URL_UNRESOLVABLE);
  if (addresses.some((entry) => !isPublicAddress(entry.address))) throw new WebhookError(WebhookErrorCode.URL_PRIVATE);
}
