import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCsrfTokenStore } from '../../../lib/csrf';
import { sendContactMessage } from './contact-api';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const input = { fullname: 'Jane', email: 'jane@example.com', subject: 'Enquiry', message: 'Hello', captcha: '5' };

/** The server: hands out tokens token-1, token-2...; contact_us answers each post with the next of `answers`. */
function stubServer(answers: Response[]) {
  const sentTokens: (string | null)[] = [];
  let issued = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url) === '/api/middleware/csrf-token') return json({ status: 'success', token: `token-${++issued}` });
      if (String(url) === '/api/contact_us') {
        sentTokens.push(new Headers(init?.headers).get('x-csrf-token'));
        return answers.shift() ?? json({ status: 'error' }, 500);
      }
      return json({ status: 'error' }, 404);
    }),
  );
  return { sentTokens };
}

describe('sendContactMessage', () => {
  it('reads a new token and sends once more when the server refuses the token', async () => {
    const server = stubServer([
      json({ status: 'error', message: 'Invalid or missing CSRF token. Refresh the page and try again.', code: 'CSRF' }, 403),
      json({ status: 'success', message: 'Your message has been sent successfully' }),
    ]);

    expect(await sendContactMessage(input, createCsrfTokenStore())).toEqual({ ok: true });
    expect(server.sentTokens).toEqual(['token-1', 'token-2']);
  });

  it('tries once more only: a second refusal is the outcome', async () => {
    const refusal = () => json({ status: 'error', message: 'Invalid or missing CSRF token.', code: 'CSRF' }, 403);
    const server = stubServer([refusal(), refusal(), json({ status: 'success' })]);

    expect(await sendContactMessage(input, createCsrfTokenStore())).toEqual({ ok: false, code: 'CSRF', message: 'Invalid or missing CSRF token.' });
    expect(server.sentTokens).toHaveLength(2);
  });

  it('does not send again after any other refusal, and reports a lost connection', async () => {
    const server = stubServer([json({ status: 'error', message: 'server wording', code: 'WRONG_CAPTCHA' }, 400)]);
    expect(await sendContactMessage(input, createCsrfTokenStore())).toEqual({ ok: false, code: 'WRONG_CAPTCHA', message: 'server wording' });
    expect(server.sentTokens).toHaveLength(1);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await sendContactMessage(input, createCsrfTokenStore())).toEqual({ ok: false, network: true });
  });
});
