import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

export interface PageLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The page's path (paths.ts). */
  to: string;
}

/**
 * The app's router link (react-router's Link), provided by the app (providers.tsx, the
 * prerenderer, the tests). Left out, as on a prerendered page's islands (island-root.tsx), a link
 * is a plain <a>: the next page loads from the server, prerendered as this one was, and the
 * router's code is never downloaded there.
 */
export const RouterLinkContext = createContext<ComponentType<PageLinkProps & { ref?: Ref<HTMLAnchorElement> }> | null>(null);

/** A link to another page of the site, for the parts of the public pages that are islands: `component={PageLink} to=...`. */
export const PageLink = forwardRef<HTMLAnchorElement, PageLinkProps>(function PageLink({ to, ...props }, ref) {
  const RouterLink = useContext(RouterLinkContext);
  if (RouterLink) return <RouterLink ref={ref} to={to} {...props} />;
  return <a ref={ref} href={to} {...props} />;
});
