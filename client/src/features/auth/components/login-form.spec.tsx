import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LoginDocument } from '../../../gql/generated';
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

    expect(await screen.findByText('All fields are required to proceed')).toBeInTheDocument();
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

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue(input.email);
  });

  it('opens the dashboard after signing in', async () => {
    const mocks = [{ request: { query: LoginDocument, variables: { input } }, result: { data: { login: aUser() } } }];
    renderWithProviders(<LoginForm />, { route: '/account/login', mocks });

    fillAndSubmit(`  ${input.email} `, input.password);

    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
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
});
