import { UAParser } from 'ua-parser-js';

/** Where a request came from: now common/actor.ts's, the actor's where-from part. Kept here a while for old imports. */
export type { ClientInfo } from '../../common/actor';

/** "Chrome 140 on Linux", "Mobile Safari 18 on iOS 18.1", or null when the agent says nothing useful. */
export function describeDevice(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os } = new UAParser(userAgent).getResult();
  const name = browser.name ? [browser.name, browser.major].filter(Boolean).join(' ') : null;
  const system = os.name ? [os.name, os.version].filter(Boolean).join(' ') : null;
  if (name && system) return `${name} on ${system}`;
  return name ?? system ?? userAgent.slice(0, 60);
}
