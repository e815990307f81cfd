import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_CARRIES_OVER_MS, ToastsFollowPage, toastTracking } from './toasts-follow-page';

let toast: (message: string) => void = () => undefined;
let go: (path: string) => void = () => undefined;

function Controls() {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  toast = (message) => enqueueSnackbar(message);
  go = (path) => void navigate(path);
  return null;
}

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/first']}>
      <SnackbarProvider {...toastTracking} autoHideDuration={null}>
        <ToastsFollowPage />
        <Controls />
      </SnackbarProvider>
    </MemoryRouter>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('ToastsFollowPage', () => {
  it("closes a page's toasts when the reader goes to another page", async () => {
    renderApp();
    act(() => toast('Saved on the first page'));
    expect(await screen.findByText('Saved on the first page')).toBeInTheDocument();
    const later = Date.now() + TOAST_CARRIES_OVER_MS + 1;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    act(() => go('/second'));
    await waitFor(() => expect(screen.queryByText('Saved on the first page')).not.toBeInTheDocument());
  });

  it('keeps the toast of the outcome that opened the new page', async () => {
    renderApp();
    act(() => toast('Investment successful'));
    expect(await screen.findByText('Investment successful')).toBeInTheDocument();
    act(() => go('/history'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByText('Investment successful')).toBeInTheDocument();
  });
});
