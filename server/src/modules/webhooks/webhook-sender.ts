import type { LookupAddress, LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import { literalAddress, parseWebhookUrl, refusedAddressReason, webhookDns } from './webhook-url';

/** A delivery attempt's deadline: connecting, sending and the answer's status line (issue 15: 5 s). */
export const WEBHOOK_TIMEOUT_MS = 5000;
/** What is read of an answer's body before the connection is dropped (we only need the status). */
const MAX_BODY_BYTES = 64 * 1024;
/** What is kept of an answer's body for the operator to read (issue 28): its first 4 KB, as text. */
export const KEPT_BODY_BYTES = 4096;

/** The first bytes of an answer as text of at most KEPT_BODY_BYTES bytes (UTF-8, whole characters, no NUL: Postgres text refuses it). */
export function keptBody(bytes: Buffer): string {
  let text = bytes.subarray(0, KEPT_BODY_BYTES).toString('utf8').replaceAll('\u0000', '');
  // A character cut at the limit decodes to U+FFFD (3 bytes): drop characters until it fits.
  while (Buffer.byteLength(text) > KEPT_BODY_BYTES) text = text.slice(0, -1);
  return text;
}

export interface SignedMessage {
  messageId: string;
  body: string;
  /** The endpoint's current secret, then any previous one still within its rotation window. */
  secrets: string[];
  /** The HTTP request that caused the event (sent as X-Request-Id, outside the signed content); null: none. */
  requestId?: string | null;
}

export interface AttemptOutcome {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** The first 4 KB of the answer's body (null when no answer came). */
  responseBody: string | null;
}

/** The `webhook-signature` header: one `v1,<base64>` per secret, space-separated (Standard Webhooks' zero-downtime rotation). */
export function signatureHeader(message: SignedMessage, at: Date): string {
  return message.secrets.map((secret) => new Webhook(secret).sign(message.messageId, at, message.body)).join(' ');
}

class RefusedAddress extends Error {}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

const refusal = (what: string, reason: string) => new RefusedAddress(`${what}, ${reason}: webhooks are sent to public addresses only.`);

/**
 * DNS for the connection itself (DNS rebinding): in production the name is resolved once, here,
 * every address it gave is checked, and the socket is handed exactly those checked addresses to
 * connect to (no second resolution between check and connect for a rebinding name to slip through).
 */
function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  webhookDns.resolve(hostname).then(
    (found) => {
      const addresses = found.filter((entry) => !options.family || entry.family === options.family);
      if (!addresses.length) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      for (const entry of addresses) {
        const reason = refusedAddressReason(entry.address);
        if (reason) return callback(refusal(`${hostname} resolves to ${entry.address}`, reason), []);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    },
    (error: NodeJS.ErrnoException) => callback(error, []),
  );
}

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

/**
 * POSTs one signed delivery. Success is a 2xx answer within the deadline; a redirect is not
 * followed (a failure, as the spec says: the operator should fix the URL). In production the URL
 * is checked again (https, no literal private address) and its host's addresses at connect time.
 */
export function sendWebhook(urlText: string, message: SignedMessage, production: boolean, userAgent: string): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = parseWebhookUrl(urlText, production);
    const literal = literalAddress(url);
    const reason = production && literal ? refusedAddressReason(literal) : null;
    if (reason) throw refusal(literal!, reason);
  } catch (error) {
    return Promise.resolve({ ok: false, statusCode: null, durationMs: elapsed(), error: (error as Error).message, responseBody: null });
  }
  const at = new Date();
  const headers = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(message.body)),
    'user-agent': userAgent,
    'webhook-id': message.messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatureHeader(message, at),
    // Not signed (Standard Webhooks signs id, timestamp and body): a receiver may log it to follow the movement to us.
    ...(message.requestId ? { 'x-request-id': message.requestId } : {}),
  };
  const secure = url.protocol === 'https:';
  const transport = secure ? https : http;
  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    // Once the status line came, the deadline records it with what arrived of the body.
    let answered: (() => void) | null = null;
    const finish = (outcome: Omit<AttemptOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers,
        agent: secure ? agents.https : agents.http,
        // Outside production loopback and private receivers are allowed (trying it locally).
        ...(production ? { lookup: guardedLookup } : {}),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const ok = status >= 200 && status <= 299;
        const error = ok
          ? null
          : status >= 300 && status <= 399
            ? `The endpoint answered ${status} (a redirect); redirects are not followed.`
            : `The endpoint answered ${status}.`;
        // The outcome is recorded once the body's first 4 KB (or all of it) arrived, within the same deadline.
        const kept: Buffer[] = [];
        let read = 0;
        const done = () => finish({ ok, statusCode: status, error, responseBody: keptBody(Buffer.concat(kept)) });
        answered = done;
        // Read (and drop) the rest so the connection can be reused; a receiver that streams on is cut off.
        response.on('data', (chunk: Buffer) => {
          if (read < KEPT_BODY_BYTES) kept.push(chunk.subarray(0, KEPT_BODY_BYTES - read));
          read += chunk.length;
          if (read >= KEPT_BODY_BYTES) done();
          if (read > MAX_BODY_BYTES) response.destroy();
        });
        response.on('end', done);
        response.on('error', done);
        const cutOff = setTimeout(() => response.destroy(), WEBHOOK_TIMEOUT_MS);
        response.on('close', () => {
          clearTimeout(cutOff);
          done();
        });
      },
    );
    const timer = setTimeout(() => {
      answered?.();
      request.destroy(new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s.`));
    }, WEBHOOK_TIMEOUT_MS);
    request.on('error', (error: NodeJS.ErrnoException) => {
      const text = error instanceof RefusedAddress ? error.message : error.code ? `${error.code}: ${error.message}` : error.message;
      finish({ ok: false, statusCode: null, error: text.slice(0, 500), responseBody: null });
    });
    request.end(message.body);
  });
}
