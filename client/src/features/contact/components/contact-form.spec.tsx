import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ContactForm } from './contact-form';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Plays the server's REST paths: each captcha request gets the next question (or fails when
 * `questions` is 'offline'), the CSRF token is handed out, and contact_us answers `sent`.
 */
function stubServer({ questions, sent }: { questions: string[] | 'offline'; sent?: { status: number; body: unknown } }) {
  const posted: { headers: Headers; body: unknown }[] = [];
  let asked = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/account/captcha') {
        if (questions === 'offline') throw new TypeError('Failed to fetch');
        return json({ status: 'success', question: questions[Math.min(asked++, questions.length - 1)] });
      }
      if (url === '/api/middleware/csrf-token') return json({ status: 'success', token: 'csrf-1' });
      if (url === '/api/contact_us') {
        posted.push({ headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
        return json(sent?.body ?? { status: 'success', message: 'Your message has been sent successfully' }, sent?.status ?? 200);
      }
      return json({ status: 'error' }, 404);
    }),
  );
  return { posted };
}

const input = {
  fullname: 'Jane Investor',
  email: 'jane@example.com',
  subject: 'Enquiry',
  message: 'When do withdrawals arrive?',
  captcha: '5',
};

function fill(values: Partial<typeof input>) {
  const labels: Record<keyof typeof input, string> = {
    fullname: 'Full Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    captcha: 'Captcha Answer',
  };
  for (const [key, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(labels[key as keyof typeof input]), { target: { value } });
  }
}

describe('ContactForm', () => {
  it('offers the four subjects', async () => {
    stubServer({ questions: ['What is 2 + 3?'] });
    renderWithProviders(<ContactForm />);
    const options = Array.from((screen.getByLabelText('Subject') as HTMLSelectElement).options).map((o) => o.text);
    expect(options).toEqual(['Choose a subject', 'Enquiry', 'Financial Advice', 'Account Issues', 'Other Issues']);
    expect(await screen.findByText('Security question: What is 2 + 3?')).toBeInTheDocument();
  });

  it('requires every field, then asks a new question and clears the answer', async () => {
    const server = stubServer({ questions: ['What is 2 + 3?', 'What is 4 + 4?'] });
    renderWithProviders(<ContactForm />);
    await screen.findByText('Security question: What is 2 + 3?');

    fill({ ...input, message: '  ' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Security question: What is 4 + 4?')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Captcha Answer')).toHaveValue('');
    expect(screen.getByLabelText('Full Name')).toHaveValue(input.fullname);
    expect(server.posted).toHaveLength(0);
  });

  it('checks the email address as the server would before sending', async () => {
    const server = stubServer({ questions: ['What is 2 + 3?', 'What is 5 + 1?'] });
    renderWithProviders(<ContactForm />);
    await screen.findByText('Security question: What is 2 + 3?');

    fill({ ...input, email: 'jane@example' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Security question: What is 5 + 1?')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(server.posted).toHaveLength(0);
  });

  it("shows the server's refusal and asks a new question", async () => {
    stubServer({
      questions: ['What is 2 + 3?', 'What is 1 + 6?'],
      sent: { status: 429, body: { status: 'error', message: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' } },
    });
    renderWithProviders(<ContactForm />);
    await screen.findByText('Security question: What is 2 + 3?');

    fill(input);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a moment and try again.');
    expect(await screen.findByText('Security question: What is 1 + 6?')).toBeInTheDocument();
    expect(screen.getByLabelText('Captcha Answer')).toHaveValue('');
  });

  it("words a wrong captcha answer itself, in the visitor's language, not as the server does", async () => {
    stubServer({
      questions: ['What is 2 + 3?', 'What is 1 + 6?'],
      sent: { status: 400, body: { status: 'error', message: 'server wording', code: 'WRONG_CAPTCHA', field: 'captcha' } },
    });
    renderWithProviders(<ContactForm />);
    await screen.findByText('Security question: What is 2 + 3?');

    fill(input);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Captcha Answer')).toHaveAccessibleDescription('The captcha answer is not correct. Please answer the new question.'),
    );
    expect(screen.queryByText('server wording')).toBeNull();
    expect(await screen.findByText('Security question: What is 1 + 6?')).toBeInTheDocument();
  });

  it('sends the trimmed fields with the CSRF token, confirms, and empties the form', async () => {
    const server = stubServer({ questions: ['What is 2 + 3?', 'What is 3 + 3?'] });
    renderWithProviders(<ContactForm />);
    await screen.findByText('Security question: What is 2 + 3?');

    fill({ ...input, fullname: `  ${input.fullname} ` });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Your message has been sent successfully')).toBeInTheDocument();
    expect(server.posted).toHaveLength(1);
    expect(server.posted[0].body).toEqual(input);
    expect(server.posted[0].headers.get('x-csrf-token')).toBe('csrf-1');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(await screen.findByText('Security question: What is 3 + 3?')).toBeInTheDocument();
  });

  it('says so when no question can be fetched', async () => {
    stubServer({ questions: 'offline' });
    renderWithProviders(<ContactForm />);

    expect(await screen.findByText('Faied to fetch captcha code')).toBeInTheDocument();
    expect(screen.getByText('Security question unavailable')).toBeInTheDocument();
  });
});
