import i18next from 'i18next';
import { graphQLErrorsOf } from './graphql-errors';
import { currentLocale } from './locale';
import { formatUsd } from './money';

// The server words its refusals in English and names each by a code: the module's own code in
// `extensions.reason` (GraphQL) or `code` (REST), the kind (NOT_FOUND, RATE_LIMITED...) in
// `extensions.code`. The reader sees the text of that code in their language (the `errors`
// namespace); English readers, and any code we have no text for, get the server's own words,
// which may carry details a translation leaves out (which address, which field).

const NAMESPACE = 'errors';

/**
 * The namespace is a chunk of its own, fetched once: at start on the signed-in pages (where most
 * refusals are shown), elsewhere on the first refusal (a public page's budget has no room for it).
 */
let loading: Promise<unknown> | undefined;
function ensureLoaded(): void {
  loading ??= i18next.loadNamespaces(NAMESPACE).catch(() => undefined);
}
const SIGNED_IN_AREA = /^\/(user|admin|account)(\/|$)/;
if (typeof window !== 'undefined' && SIGNED_IN_AREA.test(window.location.pathname)) {
  if (i18next.isInitialized) ensureLoaded();
  else i18next.on('initialized', ensureLoaded);
}

/** A server refusal as the client sees it: its English message and its codes, most specific first. */
export interface ServerRefusal {
  message?: string | null;
  codes: readonly (string | null | undefined)[];
}

/** The values a translation may name, read from the server's English message (a figure, an amount). */
function valuesOf(message: string): Record<string, string> {
  const figure = /(\d+(?:\.\d+)?)/.exec(message)?.[1] ?? '';
  return { n: figure, amount: figure ? formatUsd(figure) : '' };
}

/** The text of a refusal in the reader's language: our translation of its code, else the server's words, else `fallback`. */
export function refusalText({ message, codes }: ServerRefusal, fallback: string): string {
  ensureLoaded();
  const english = message?.trim() || '';
  if (currentLocale() !== 'en') {
    for (const code of codes) {
      if (!code || !/^[A-Z][A-Z0-9_]*$/.test(code)) continue;
      if (i18next.exists(code, { ns: NAMESPACE })) return i18next.t(code, { ns: NAMESPACE, ...valuesOf(english) });
    }
  }
  return english || fallback;
}

/** The codes of one GraphQL error, most specific first: the module's reason, then the kind. */
function codesOf(extensions: Record<string, unknown> | undefined): string[] {
  return [extensions?.reason, extensions?.code].filter((c): c is string => typeof c === 'string');
}

/** The text of one formatted GraphQL error (`{ message, extensions }`) in the reader's language. */
export function graphQLErrorText(error: { message?: string; extensions?: Record<string, unknown> }, fallback = ''): string {
  return refusalText({ message: error.message, codes: codesOf(error.extensions) }, fallback);
}

/** The code of the network failure (the request never got an answer) in the `errors` namespace. */
export const NETWORK_ERROR = 'NETWORK_ERROR';

/**
 * What to show for a failed operation (an ApolloError, a fetch result with `errors`): the first
 * refusal in the reader's language, else `fallback` (or `networkFallback` when the request never
 * got an answer).
 */
export function errorText(error: unknown, fallback: string, networkFallback?: string): string {
  const first = graphQLErrorsOf(error).find((e) => e.message);
  if (first) return graphQLErrorText(first, fallback);
  const hasNetworkError = !!(error && typeof error === 'object' && 'networkError' in error && error.networkError);
  return hasNetworkError && networkFallback ? networkFallback : fallback;
}

/** A REST refusal (`{"status":"error","message":…,"code":…}`) in the reader's language. */
export function restErrorText(body: { message?: unknown; code?: unknown } | null | undefined, fallback: string): string {
  const message = typeof body?.message === 'string' ? body.message : undefined;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  return refusalText({ message, codes: [code] }, fallback);
}
