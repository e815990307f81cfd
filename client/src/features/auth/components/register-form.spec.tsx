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
  it('requires the terms to be accepted', async () => {
    renderWithProviders(<RegisterForm referralId="REF42" />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('You must accept the terms and conditions to proceed')).toBeInTheDocument();
  });

  it('requires full name, email and password', async () => {
    renderWithProviders(<RegisterForm />);
    fireEvent.click(screen.getByLabelText('I agree to the terms and conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('All fields are required to proceed')).toBeInTheDocument();
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

  it("shows the server's refusal", async () => {
    const mocks = [
      {
        request: { query: RegisterDocument, variables: { input } },
        result: { errors: [new GraphQLError('This email is already registered', { extensions: { code: 'CONFLICT' } })] },
      },
    ];
    renderWithProviders(<RegisterForm referralId="REF42" />, { mocks });
    fill();
    fireEvent.click(screen.getByLabelText('I agree to the terms and conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('This email is already registered')).toBeInTheDocument();
  });
});
