// stylis ships no types; the app only takes its prefixer plugin (for the right-to-left cache).
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';

  export const prefixer: StylisPlugin;
  export type Middleware = StylisPlugin;
}
