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
 * refusals are shown; their layouts' routes load it too, for a visitor arriving from a public page:
 * app/router.tsx), elsewhere on the first refusal (a public page's budget has no room for it).
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
  /** The figures the server names next to the code (`extensions.values`, a REST body's `values`): `{ amount: '500.00' }`. */
  values?: unknown;
}

/**
 * The values a translation may name: those the server sent next to the code, else read from its
 * English message by position. `n` is the figure the message ends on, the limit it names ("first
 * must be between 1 and 100" names 100, "at most 5 MB" 5); `amount` the figure before "USD",
 * formatted as money in the reader's language.
 */
function valuesOf(message: string, sent: unknown): Record<string, string> {
  const given: Record<string, string> = {};
  if (sent && typeof sent === 'object') {
    for (const [key, value] of Object.entries(sent)) if (typeof value === 'string') given[key] = value;
  }
  const figures = message.match(/\d+(?:\.\d+)?/g) ?? [];
  const n = given.n ?? figures.at(-1) ?? '';
  const amount = given.amount ?? /(\d+(?:\.\d+)?)\s*USD\b/.exec(message)?.[1];
  return { ...given, n, amount: amount ? formatUsd(amount) : '' };
}

/** The text of a refusal in the reader's language: our translation of its code, else the server's words, else `fallback`. */
export function refusalText({ message, codes, values }: ServerRefusal, fallback: string): string {
  ensureLoaded();
  const english = message?.trim() || '';
  if (currentLocale() !== 'en') {
    for (const code of codes) {
      if (!code || !/^[A-Z][A-Z0-9_]*$/.test(code)) continue;
      if (!i18next.exists(code, { ns: NAMESPACE })) continue;
      const named = valuesOf(english, values);
      // A text that names the amount (`BELOW_MINIMUM_amount`) where there is one, else the plain text of the code.
      return i18next.t(code, { ns: NAMESPACE, ...named, context: named.amount ? 'amount' : undefined });
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
  return refusalText({ message: error.message, codes: codesOf(error.extensions), values: error.extensions?.values }, fallback);
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
export function restErrorText(body: { message?: unknown; code?: unknown; values?: unknown } | null | undefined, fallback: string): string {
  const message = typeof body?.message === 'string' ? body.message : undefined;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  return refusalText({ message, codes: [code], values: body?.values }, fallback);
}
