import { createContext, useContext, type ReactElement } from 'react';

/**
 * The prerenderer's list of the islands a page holds (app/entry-server.tsx): each is rendered
 * apart, as a root of its own, exactly as the browser then hydrates it (app/hydrate-islands.tsx).
 */
export const IslandCollectorContext = createContext<Map<string, ReactElement> | null>(null);

/** True inside an island of a prerendered page (app/island-root.tsx). */
export const InIslandContext = createContext(false);

/** True inside an island of a prerendered page: no app around it, a link loads the next page. */
export function useInIsland(): boolean {
  return useContext(InIslandContext);
}

interface IslandProps {
  /** Its key in ISLANDS (app/islands.ts), unique on a page. */
  name: string;
  /** Exactly `<X />`, where ISLANDS[name] loads X: no props, the component reads what it needs. */
  children: ReactElement;
}

/**
 * A part of a public page that does something in the browser (a menu, a form, figures read from
 * the server). A prerendered page hydrates only its islands; everything else stays the HTML it
 * arrived as, and its code is never downloaded. In the app (a page reached by navigating inside
 * it) an island is just its children.
 */
export function Island({ name, children }: IslandProps) {
  const collector = useContext(IslandCollectorContext);
  if (!collector) return children;
  collector.set(name, children);
  // The wrapper takes no part in the layout; the prerenderer fills it with the island's markup.
  return <div data-island={name} style={{ display: 'contents' }} />;
}
