import { act, fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterDocument } from '../../../gql/generated';
import { renderWithProviders } from '../../../test/render';
import { REDIRECT_AFTER_REGISTER_MS, RegisterForm } from './register-form';

const input = {
  fullName: 'Jane Investor',
  username: 'jane',
  email: 'jane@example.com',
  password: 'a long passphrase',
  referralId: 'REF42',
  // The language of the page becomes the account's.
  locale: 'en',
};

function fill() {
  fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: input.fullName } });
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: input.username } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: input.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: input.password } });
}

afterEach(() => vi.useRealTimers());

describe('RegisterForm', () => {
  it('shows the password rule before anything is sent', () => {
    renderWithProviders(<RegisterForm />);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters. Very common passwords are refused.');
  });

  it('requires the terms to be accepted, said under the checkbox', async () => {
    renderWithProviders(<RegisterForm referralId="REF42" />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const terms = screen.getByLabelText('I agree to the terms and conditions');
    await vi.waitFor(() => expect(terms).toHaveAttribute('aria-invalid', 'true'));
    expect(terms).toHaveAccessibleDescription('You must accept the terms and conditions to proceed');
    // The words link to the terms page, opened beside the form.
    const link = screen.getByRole('link', { name: 'terms and conditions' });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says under each empty field that it is required, announced with the field', async () => {
    renderWithProviders(<RegisterForm />);
    fireEvent.click(screen.getByLabelText('I agree to the terms and conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const label of ['Full Name', 'Username', 'Email', 'Password']) {
      const field = await screen.findByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Please fill in this field.');
    }
    expect(screen.getByLabelText('Referral ID')).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows the server's message and opens sign-in 3 seconds later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const mocks = [
      {
        request: { query: RegisterDocument, variables: { input } },
        result: { data: { register: { __typename: 'MessagePayload', message: 'Registration successful' } } },
      },
    ];
    renderWithProviders(<RegisterForm referralId="REF42" />, { mocks, route: '/account/register' });
    fill();
    fireEvent.click(screen.getByLabelText('I agree to the terms and conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(/Registration successful Redirecting/)).toBeInTheDocument();
    expect(screen.queryByText('Navigated away')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(REDIRECT_AFTER_REGISTER_MS));
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
  });

  it("shows the server's refusal under the field it names", async () => {
    const mocks = [
      {
        request: { query: RegisterDocument, variables: { input } },
        result: {
          errors: [new GraphQLError('An account with this email already exists.', { extensions: { code: 'CONFLICT', reason: 'EMAIL_TAKEN', field: 'email' } })],
        },
      },
    ];
    renderWithProviders(<RegisterForm referralId="REF42" />, { mocks });
    fill();
    fireEvent.click(screen.getByLabelText('I agree to the terms and conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    const email = screen.getByLabelText('Email');
    await vi.waitFor(() => expect(email).toHaveAccessibleDescription('An account with this email already exists.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refusal that names no field above the form', async () => {
    const mocks = [
      {
        request: { query: RegisterDocument, variables: { input } },
        result: { errors: [new GraphQLError('Too many sign-ups from your network.', { extensions: { code: 'RATE_LIMITED' } })] },
      },
    ];
    renderWithProviders(<RegisterForm referralId="REF42" />, { mocks });
    fill();
    fireEvent.click(screen.getByLabelText('I agree to the terms and conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-ups from your network.');
  });
});
