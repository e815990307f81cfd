import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import i18next from 'i18next';
import type { SiteContent } from '../features/site-content/types';
import { i18nReady } from '../i18n/i18n';
import { directionOf } from '../i18n/languages';
import { IslandRoot } from './island-root';
import { isIslandName, ISLANDS } from './islands';
import { loadRtlCache } from './theme-root';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hydrates the islands of a prerendered public page (components/island.tsx), each a React root of its
 * own; the rest of the page stays the HTML it arrived as. The code of every island, the page's
 * texts and (right to left) the RTL styles load first, in parallel, so nothing suspends while
 * hydrating; then one island per task, each as a transition (slices that yield to the browser).
 * An island the server rendered with the site content (data-site-content) hydrates from it.
 */
export async function hydrateIslands(language: string): Promise<void> {
  const nodes = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const [components] = await Promise.all([
    Promise.all(nodes.map((node) => (isIslandName(node.dataset.island) ? ISLANDS[node.dataset.island]() : undefined))),
    i18nReady(['public']),
    directionOf(language) === 'rtl' ? loadRtlCache() : undefined,
  ]);
  for (const [index, node] of nodes.entries()) {
    const Component = components[index];
    if (!Component) continue;
    const served = node.dataset.siteContent;
    await nextTask();
    startTransition(() => {
      hydrateRoot(
        node,
        <IslandRoot i18n={i18next} siteContent={served ? (JSON.parse(served) as SiteContent) : undefined}>
          <Component />
        </IslandRoot>,
        { identifierPrefix: `${node.dataset.island}-` },
      );
    });
  }
}
