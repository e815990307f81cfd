import type { Request, RequestHandler } from 'express';
import { SAFE_HOST } from '../common/safe-host';

/** Headers every response carries; HSTS only when the public URL is https. */
export function securityHeaders(httpsOnly: boolean): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'same-origin');
    if (httpsOnly) res.setHeader('Strict-Transport-Security', 'max-age=15552000; includeSubDomains');
    next();
  };
}

/**
 * The policy of the client's HTML pages. Scripts come only from our own /assets (Vite emits no
 * inline script); MUI/emotion inject <style> tags, hence 'unsafe-inline' for styles only. The
 * public pages frame TradingView widgets and an OpenStreetMap map, and probe those hosts with a
 * hidden <object> (its error event stays silent when offline). graphql-ws connects to this host:
 * CSP 3 lets 'self' match ws:/wss: of the page's host, and the explicit origin covers browsers
 * that predate that rule.
 */
export function contentSecurityPolicy(req: Request): string {
  const host = req.host;
  const socket = host && SAFE_HOST.test(host) ? ` ${req.protocol === 'https' ? 'wss' : 'ws'}://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${socket}`,
    'frame-src https://s.tradingview.com https://www.tradingview-widget.com https://www.openstreetmap.org',
    'object-src https://s.tradingview.com https://www.openstreetmap.org',
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
