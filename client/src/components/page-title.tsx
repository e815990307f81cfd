import { useEffect, useState } from 'react';
import { BRAND_NAME } from '../lib/brand';

interface PageTitleProps {
  /** The page's name, already translated; the brand is appended: "Login | Investment Platform". */
  title: string;
  /** One or two translated sentences for search results (`<meta name="description">`). */
  description?: string;
}

interface Registered {
  order: number;
  title: string;
  description?: string;
}

// The PageTitles on screen, by the order they first rendered in. A parent renders before its
// children and a new page after the old one, so the latest is the most specific: it wins.
const registered = new Map<number, Registered>();
let lastOrder = 0;

/**
 * Writes the winning title and description into <head>: one <title>, at most one description.
 * Whatever else is there (index.html's defaults, the copy a prerendered page arrived with) is
 * replaced, so no stale tag outlives its page.
 */
function applyToHead() {
  let winner: Registered | undefined;
  for (const entry of registered.values()) if (!winner || entry.order > winner.order) winner = entry;
  if (!winner) return;

  document.title = `${winner.title} | ${BRAND_NAME}`;
  for (const extra of [...document.head.querySelectorAll('title')].slice(1)) extra.remove();

  const [meta, ...extras] = document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]');
  for (const extra of extras) extra.remove();
  if (winner.description) {
    const target = meta ?? document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'description' }));
    target.content = winner.description;
    target.removeAttribute('data-default');
  } else if (meta && !meta.hasAttribute('data-default')) {
    // A page without a description of its own must not keep the previous page's.
    meta.remove();
  }
}

/**
 * Sets the document title and, when given, the meta description (Lighthouse's SEO audit reads
 * it). Nested or successive PageTitles resolve to the latest rendered (a page inside a layout
 * wins over the layout). When rendered to HTML (prerendering) it writes the two tags themselves,
 * which the prerenderer lifts into <head>.
 *
 *   <PageTitle title={t('home.meta.title')} description={t('home.meta.description')} />
 */
export function PageTitle({ title, description }: PageTitleProps) {
  const [order] = useState(() => ++lastOrder);

  useEffect(() => {
    registered.set(order, { order, title, description });
    applyToHead();
    return () => {
      registered.delete(order);
      applyToHead();
    };
  }, [order, title, description]);

  if (typeof document !== 'undefined') return null;
  return (
    <>
      <title>{`${title} | ${BRAND_NAME}`}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
