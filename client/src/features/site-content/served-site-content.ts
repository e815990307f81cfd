import { createContext } from 'react';
import type { SiteContent } from './types';

/**
 * The site content the server rendered an island with (server/src/app/served-islands.ts): the
 * island's wrapper carries it (data-site-content), and the island hydrates from it rather than
 * from a fetch, so its first render matches the served markup. Undefined in every other island
 * and in the app, which fetch it (hooks/use-site-content.ts).
 */
export const ServedSiteContentContext = createContext<SiteContent | undefined>(undefined);
