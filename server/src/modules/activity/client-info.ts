import type { Request } from 'express';
import { UAParser } from 'ua-parser-js';

/** Where a request came from, as the activity log and the session list record it. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export function clientInfoOf(req: Request): ClientInfo {
  const userAgent = req.headers['user-agent'];
  return { ip: plainIp(req.ip), userAgent: typeof userAgent === 'string' && userAgent ? userAgent.slice(0, 512) : null };
}

/** An IPv4 address as people write it ("::ffff:203.0.113.7" is how a dual-stack socket reports it). */
export function plainIp(ip: string | undefined): string | null {
  if (!ip) return null;
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

/** "Chrome 140 on Linux", "Mobile Safari 18 on iOS 18.1", or null when the agent says nothing useful. */
export function describeDevice(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os } = new UAParser(userAgent).getResult();
  const name = browser.name ? [browser.name, browser.major].filter(Boolean).join(' ') : null;
  const system = os.name ? [os.name, os.version].filter(Boolean).join(' ') : null;
  if (name && system) return `${name} on ${system}`;
  return name ?? system ?? userAgent.slice(0, 60);
}
