/**
 * A Host header we are willing to repeat in an answer (robots.txt, the CSP): a DNS name or a
 * bracketed IPv6 address, and a port. Anything else falls back to PUBLIC_URL.
 */
export const SAFE_HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
