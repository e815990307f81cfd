import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogoutDocument, MeDocument } from '../gql/generated';
import { TestProviders, aUser } from '../test/render';
import i18next from 'i18next';
import { preloadRoute, routes } from './router';

function meMock(me: ReturnType<typeof aUser> | null): MockedResponse {
  return { request: { query: MeDocument }, result: { data: { me } }, maxUsageCount: 5 };
}

/** Public pages ask GET /api/session (plain fetch, no Apollo) whether someone is signed in. */
function stubSession(authenticated: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/session'
        ? new Response(JSON.stringify({ authenticated }), { headers: { 'content-type': 'application/json' } })
        : new Response('{}', { status: 503 }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

function renderAt(url: string, mocks: MockedResponse[]) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <TestProviders mocks={mocks}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('routes', () => {
  it('shows a user-area page inside the shell with the real profits figure', async () => {
    renderAt('/user/transfer', [meMock(aUser({ profits7d: '42.1' }))]);

    expect(await screen.findByText('Transfer is currently not available')).toBeInTheDocument();
    // jsdom has a narrow screen: the summary and the links sit in the drawer.
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(await screen.findByText('42.10 USD')).toBeInTheDocument();
    expect(screen.getByText('4820193746')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/user/profile');
  });

  it('closes the mobile drawer when a link is chosen', async () => {
    const router = renderAt('/user/dashboard', [meMock(aUser())]);
    await screen.findByRole('heading', { name: 'Dashboard' });

    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Account navigation' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Our Plans' }));

    expect(await screen.findByRole('heading', { name: 'Our Plans' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/plans');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Account navigation' })).not.toBeInTheDocument());
  });

  it('signs out after confirmation and opens the sign-in page', async () => {
    const logout = { request: { query: LogoutDocument }, result: { data: { logout: true } } };
    const router = renderAt('/user/dashboard', [meMock(aUser()), logout]);
    await screen.findByRole('heading', { name: 'Dashboard' });

    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/login');
  });

  it('stays signed in and says so when sign-out fails', async () => {
    const logout = { request: { query: LogoutDocument }, error: new Error('offline') };
    const router = renderAt('/user/dashboard', [meMock(aUser()), logout]);
    await screen.findByRole('heading', { name: 'Dashboard' });

    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/dashboard');
  });

  it('welcomes the user on the dashboard', async () => {
    renderAt('/user/dashboard', [meMock(aUser())]);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome, janeinvestor!/)).toBeInTheDocument();
  });

  it('sends a signed-out visitor of the user area to sign in', async () => {
    const router = renderAt('/user/dashboard', [meMock(null)]);

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/login');
  });

  it('keeps investors out of the admin panel', async () => {
    const router = renderAt('/admin', [meMock(aUser({ admin: 0 }))]);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/dashboard');
  });

  it('opens the admin panel for admins', async () => {
    renderAt('/admin', [meMock(aUser({ admin: 1, role: 'ADMIN' }))]);

    expect(await screen.findByRole('heading', { name: /^dashboard$/i })).toBeInTheDocument();
    expect(screen.getByText('admin')).toBeInTheDocument();
  });

  it('shows Login and Get Started to visitors and a Dashboard link to users', async () => {
    stubSession(false);
    renderAt('/faq', []);
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/account/register');
    expect(within(banner).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/account/login');

    document.body.innerHTML = '';
    stubSession(true);
    renderAt('/faq', []);
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/user/dashboard');
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it('answers unknown paths with a not-found page', async () => {
    stubSession(false);
    renderAt('/no/such/page', []);

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('prefills the referral id on the register page', async () => {
    renderAt('/account/register?referralid=REF42', []);

    expect(await screen.findByLabelText('Referral ID')).toHaveValue('REF42');
  });

  // The server's refusals are translated from the `errors` namespace: it comes with the signed-in
  // areas' layouts, so the first refusal after arriving from a public page is not in English.
  it.each(['/user/dashboard', '/admin/users'])('loads the errors texts with the layout of %s', async (url) => {
    const load = vi.spyOn(i18next, 'loadNamespaces');
    try {
      await preloadRoute(url);
      expect(load.mock.calls.some(([namespaces]) => ([] as string[]).concat(namespaces).includes('errors'))).toBe(true);
    } finally {
      load.mockRestore();
    }
  });
});
