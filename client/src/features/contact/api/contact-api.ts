import { createCsrfTokenStore, type CsrfTokenStore } from '../../../lib/csrf';

// The contact page talks to the REST paths (spec section 7) with fetch: it is a public page, and
// loading Apollo for one question and one message cost a phone more than the rest of the page.
export const CAPTCHA_PATH = '/api/account/captcha';
export const CONTACT_PATH = '/api/contact_us';

export interface ContactInput {
  fullname: string;
  email: string;
  subject: string;
  message: string;
  captcha: string;
}

/** How a send ended: `code` is the server's reason (e.g. WRONG_CAPTCHA), `network` when no answer came. */
export type ContactOutcome = { ok: true } | { ok: false; code?: string; message?: string; network?: boolean; field?: string };

interface RestAnswer {
  status?: string;
  message?: unknown;
  code?: unknown;
  field?: unknown;
  question?: unknown;
}

const readJson = (response: Response): Promise<RestAnswer | null> => response.json().catch(() => null) as Promise<RestAnswer | null>;

/** A new security question ("What is 3 + 4?"); the server keeps its answer in the session. */
export async function fetchCaptchaQuestion(): Promise<string> {
  const response = await fetch(CAPTCHA_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  const body = await readJson(response);
  if (!response.ok || body?.status !== 'success' || typeof body.question !== 'string') throw new Error(`Captcha answered ${response.status}`);
  return body.question;
}

const sharedTokens = createCsrfTokenStore();

/** Sends the message with the session's CSRF token; a rejected token is fetched anew and the send tried once more. */
export async function sendContactMessage(input: ContactInput, tokens: CsrfTokenStore = sharedTokens): Promise<ContactOutcome> {
  const post = async () =>
    fetch(CONTACT_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrf-token': await tokens.get() },
      body: JSON.stringify(input),
    });
  try {
    let response = await post();
    let body = await readJson(response);
    if (response.status === 403 && body?.code === 'CSRF') {
      // The session changed since the token was read (signed in or out in another tab).
      tokens.invalidate();
      response = await post();
      body = await readJson(response);
    }
    if (response.ok && body?.status === 'success') return { ok: true };
    return {
      ok: false,
      code: typeof body?.code === 'string' ? body.code : undefined,
      message: typeof body?.message === 'string' ? body.message : undefined,
      // The form field the refusal is about, when it names one (REST `field`).
      field: typeof body?.field === 'string' ? body.field : undefined,
    };
  } catch {
    return { ok: false, network: true };
  }
}
