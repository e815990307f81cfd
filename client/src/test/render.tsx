import type { ReactElement, ReactNode } from 'react';
import { Link as RouterLink, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { RouterLinkContext } from '../components/page-link';
import { StepUpProvider } from '../components/step-up/step-up';
import type { CurrentUserFragment } from '../gql/generated';
import { createCache } from '../lib/apollo';
import { theme } from '../theme';

export function TestProviders({ mocks = [], children }: { mocks?: MockedResponse[]; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      {/* The app's cache with its paged lists' field policies, as createApolloClient builds it. */}
      <MockedProvider mocks={mocks} cache={createCache()}>
        <SnackbarProvider>
          <StepUpProvider>
            <RouterLinkContext value={RouterLink}>{children}</RouterLinkContext>
          </StepUpProvider>
        </SnackbarProvider>
      </MockedProvider>
    </ThemeProvider>
  );
}

interface RenderOptions {
  mocks?: MockedResponse[];
  /** The URL the component is shown at. */
  route?: string;
}

/** Renders `ui` at `route` with the theme, mocked Apollo, toasts, and a stub for any other page. */
export function renderWithProviders(ui: ReactElement, { mocks = [], route = '/' }: RenderOptions = {}) {
  const path = route.split('?')[0];
  return render(
    <TestProviders mocks={mocks}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <>
      <p>Navigated away</p>
      <p data-testid="location">{`${pathname}${search}`}</p>
    </>
  );
}

export function aUser(overrides: Partial<CurrentUserFragment> = {}): CurrentUserFragment & { __typename: 'User' } {
  return {
    __typename: 'User',
    id: '1',
    email: 'jane.investor@example.com',
    username: 'janeinvestor',
    fullname: 'Jane Investor',
    balance: '12500.5',
    interest: '300.00',
    withdrawable: '12800.50',
    invested: '5000.00',
    onHold: '0.00',
    owned: '17800.50',
    regId: '4820193746',
    referralId: 'REF123',
    date: '2024-02-01T10:00:00.000Z',
    admin: 0,
    role: 'INVESTOR',
    avatar: null,
    phone: null,
    telegram: null,
    gender: null,
    dateOfBirth: null,
    country: null,
    address1: null,
    address2: null,
    city: null,
    state: null,
    zipcode: null,
    nationality: null,
    totalDeposit: '0.00',
    totalWithdrawal: '0.00',
    profits7d: '42.10',
    kycStatus: 'NONE',
    kycRejectionReason: null,
    twoFactorEnabled: false,
    locale: 'en',
    ...overrides,
  };
}
