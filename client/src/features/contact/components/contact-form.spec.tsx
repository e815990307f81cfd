import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CaptchaDocument, ContactUsDocument } from '../../../gql/generated';
import { renderWithProviders } from '../../../test/render';
import { ContactForm } from './contact-form';

const captcha = (question: string) => ({
  request: { query: CaptchaDocument },
  result: { data: { captcha: { __typename: 'CaptchaChallenge', question } } },
});

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
    renderWithProviders(<ContactForm />, { mocks: [captcha('What is 2 + 3?')] });
    const options = Array.from((screen.getByLabelText('Subject') as HTMLSelectElement).options).map((o) => o.text);
    expect(options).toEqual(['Choose a subject', 'Enquiry', 'Financial Advice', 'Account Issues', 'Other Issues']);
    expect(await screen.findByText('Security question: What is 2 + 3?')).toBeInTheDocument();
  });

  it('requires every field, then asks a new question and clears the answer', async () => {
    renderWithProviders(<ContactForm />, { mocks: [captcha('What is 2 + 3?'), captcha('What is 4 + 4?')] });
    await screen.findByText('Security question: What is 2 + 3?');

    fill({ ...input, message: '  ' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('All fields are required to proceed')).toBeInTheDocument();
    expect(await screen.findByText('Security question: What is 4 + 4?')).toBeInTheDocument();
    expect(screen.getByLabelText('Captcha Answer')).toHaveValue('');
    expect(screen.getByLabelText('Full Name')).toHaveValue(input.fullname);
  });

  it("shows the server's refusal and asks a new question", async () => {
    const mocks = [
      captcha('What is 2 + 3?'),
      {
        request: { query: ContactUsDocument, variables: { input } },
        result: { errors: [new GraphQLError('Wrong answer to the security question', { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
      captcha('What is 1 + 6?'),
    ];
    renderWithProviders(<ContactForm />, { mocks });
    await screen.findByText('Security question: What is 2 + 3?');

    fill(input);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Wrong answer to the security question')).toBeInTheDocument();
    expect(await screen.findByText('Security question: What is 1 + 6?')).toBeInTheDocument();
    expect(screen.getByLabelText('Captcha Answer')).toHaveValue('');
  });

  it('words a wrong captcha answer itself, in the visitor\'s language, not as the server does', async () => {
    const mocks = [
      captcha('What is 2 + 3?'),
      {
        request: { query: ContactUsDocument, variables: { input } },
        result: { errors: [new GraphQLError('server wording', { extensions: { code: 'BAD_USER_INPUT', reason: 'WRONG_CAPTCHA' } })] },
      },
      captcha('What is 1 + 6?'),
    ];
    renderWithProviders(<ContactForm />, { mocks });
    await screen.findByText('Security question: What is 2 + 3?');

    fill(input);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('The captcha answer is not correct. Please answer the new question.')).toBeInTheDocument();
    expect(screen.queryByText('server wording')).toBeNull();
    expect(await screen.findByText('Security question: What is 1 + 6?')).toBeInTheDocument();
  });

  it('confirms a sent message and empties the form', async () => {
    const mocks = [
      captcha('What is 2 + 3?'),
      {
        request: { query: ContactUsDocument, variables: { input } },
        result: { data: { contactUs: { __typename: 'MessagePayload', message: 'Your message has been sent successfully' } } },
      },
      captcha('What is 3 + 3?'),
    ];
    renderWithProviders(<ContactForm />, { mocks });
    await screen.findByText('Security question: What is 2 + 3?');

    fill(input);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Your message has been sent successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(await screen.findByText('Security question: What is 3 + 3?')).toBeInTheDocument();
  });

  it('says so when no question can be fetched', async () => {
    renderWithProviders(<ContactForm />, { mocks: [{ request: { query: CaptchaDocument }, error: new Error('offline') }] });

    expect(await screen.findByText('Faied to fetch captcha code')).toBeInTheDocument();
  });
});
