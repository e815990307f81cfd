import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { LoginDocument, VerifyTwoFactorLoginDocument } from '../../../gql/generated';
import { aUser, renderWithProviders, TestProviders } from '../../../test/render';
import { LoginForm } from './login-form';

const input = { email: 'jane@example.com', password: 'correct horse' };

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginForm', () => {
  it('asks for both fields before calling the server', async () => {
    renderWithProviders(<LoginForm />, { route: '/account/login' });

    fillAndSubmit('jane@example.com', '   ');

    const password = screen.getByLabelText('Password');
    await vi.waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
  });

  it('fills in the email a sign-up left for it', () => {
    render(
      <TestProviders>
        <MemoryRouter initialEntries={[{ pathname: '/account/login', state: { email: 'new@example.com' } }]}>
          <LoginForm />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.com');
  });

  it('opens the console for an admin', async () => {
    const mocks = [{ request: { query: LoginDocument, variables: { input } }, result: { data: { login: aUser({ role: 'ADMIN', admin: 1 }) } } }];
    renderWithProviders(<LoginForm />, { route: '/account/login', mocks });
    fillAndSubmit(input.email, input.password);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/admin$/);
  });

  it("shows the server's message and clears the password when sign-in fails", async () => {
    const mocks = [
      {
        request: { query: LoginDocument, variables: { input } },
        result: { errors: [new GraphQLError('Invalid email or password', { extensions: { code: 'UNAUTHENTICATED' } })] },
      },
    ];
    renderWithProviders(<LoginForm />, { route: '/account/login', mocks });

    fillAndSubmit(input.email, input.password);

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue(input.email);
  });

  it('opens the dashboard after signing in', async () => {
    const mocks = [{ request: { query: LoginDocument, variables: { input } }, result: { data: { login: aUser() } } }];
    renderWithProviders(<LoginForm />, { route: '/account/login', mocks });

    fillAndSubmit(`  ${input.email} `, input.password);

    expect(await screen.findByTestId('location')).toHaveTextContent('/user/dashboard');
  });

  it('toasts the message another page left for it (a password reset)', async () => {
    const notice = 'Your password has been changed. You can now sign in with your new password.';
    render(
      <TestProviders>
        <MemoryRouter initialEntries={[{ pathname: '/account/login', state: { notice } }]}>
          <LoginForm />
        </MemoryRouter>
      </TestProviders>,
    );

    expect(await screen.findByText(notice)).toBeInTheDocument();
  });

  it('toggles the password visibility', () => {
    renderWithProviders(<LoginForm />, { route: '/account/login' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));

    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  describe('with two-factor authentication on', () => {
    const twoFactorRequired = {
      request: { query: LoginDocument, variables: { input } },
      result: {
        errors: [new GraphQLError('Enter the 6-digit code from your authenticator app.', { extensions: { code: 'TWO_FACTOR_REQUIRED' } })],
      },
    };

    it('asks for the code after the password, then opens the dashboard', async () => {
      const mocks = [
        twoFactorRequired,
        {
          request: { query: VerifyTwoFactorLoginDocument, variables: { code: '123456' } },
          result: { data: { verifyTwoFactorLogin: aUser({ twoFactorEnabled: true }) } },
        },
      ];
      renderWithProviders(<LoginForm />, { route: '/account/login', mocks });

      fillAndSubmit(input.email, input.password);

      const code = await screen.findByRole('textbox', { name: 'Authentication code' });
      expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(code).toHaveAttribute('inputmode', 'numeric');
      expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Enter the 6-digit code from your authenticator app or a recovery code.')).toBeInTheDocument();

      fireEvent.change(code, { target: { value: '123-456' } });
      expect(code).toHaveValue('123456');
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

      expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    });

    it('takes a recovery code instead, and shows a refused code', async () => {
      const mocks = [
        twoFactorRequired,
        {
          request: { query: VerifyTwoFactorLoginDocument, variables: { code: 'abcde-fghij' } },
          result: { errors: [new GraphQLError('The code is not valid.', { extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_TWO_FACTOR_CODE' } })] },
        },
      ];
      renderWithProviders(<LoginForm />, { route: '/account/login', mocks });
      fillAndSubmit(input.email, input.password);

      fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
      const code = screen.getByRole('textbox', { name: 'Recovery code' });
      fireEvent.change(code, { target: { value: 'ABCDEFGHIJ' } });
      expect(code).toHaveValue('abcde-fghij');
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

      expect(await screen.findByText('The code is not valid.')).toBeInTheDocument();
      expect(code).toHaveValue('');
      expect(screen.queryByText('Navigated away')).not.toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Back to sign-in' }));
      expect(screen.getByLabelText('Password')).toHaveValue('');
      expect(screen.getByLabelText('Email')).toHaveValue(input.email);
    });

    it('goes back to the password when the second step has expired', async () => {
      const expired = new GraphQLError('Your sign-in has expired. Please enter your email and password again.', {
        extensions: { code: 'UNAUTHENTICATED', reason: 'TWO_FACTOR_LOGIN_EXPIRED' },
      });
      const mocks = [twoFactorRequired, { request: { query: VerifyTwoFactorLoginDocument, variables: { code: '123456' } }, result: { errors: [expired] } }];
      renderWithProviders(<LoginForm />, { route: '/account/login', mocks });
      fillAndSubmit(input.email, input.password);

      fireEvent.change(await screen.findByRole('textbox', { name: 'Authentication code' }), { target: { value: '123456' } });
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

      expect(await screen.findByText('Your sign-in has expired. Please enter your email and password again.')).toBeInTheDocument();
      expect(screen.getByLabelText('Password')).toHaveValue('');
      expect(screen.getByLabelText('Email')).toHaveValue(input.email);
    });
  });
});
