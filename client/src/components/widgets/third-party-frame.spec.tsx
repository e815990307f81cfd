import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThirdPartyFrame, type ThirdPartyFrameProps } from './third-party-frame';

const SRC = 'https://s.tradingview.com/embed-widget/ticker-tape/?locale=en#%7B%7D';

function renderFrame(overrides: Partial<ThirdPartyFrameProps> = {}) {
  const props: ThirdPartyFrameProps = {
    title: 'Market prices',
    src: SRC,
    probeUrl: 'https://s.tradingview.com/favicon.ico',
    reveal: 'tradingview',
    height: 46,
    providerUrl: 'https://www.tradingview.com/markets/',
    providerLabel: 'TradingView',
    message: 'Live prices are not available right now.',
    newTabLabel: 'opens in a new tab',
    ...overrides,
  };
  const view = render(<ThirdPartyFrame {...props} />);
  const box = () => view.container.querySelector('[data-widget-state]') as HTMLElement;
  return { ...view, box };
}

/** The hidden probe, once the page has gone idle. */
async function probe(container: HTMLElement): Promise<HTMLObjectElement> {
  let element: HTMLObjectElement | null = null;
  await waitFor(() => {
    element = container.querySelector('object');
    expect(element).not.toBeNull();
  });
  return element!;
}

function post(data: unknown, origin: string, source?: Window | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source ?? null }));
  });
}

describe('ThirdPartyFrame', () => {
  it('shows the fallback first, with a link to the provider in a new tab, and no iframe', () => {
    const { container, box } = renderFrame();

    expect(screen.getByText('Market prices')).toBeVisible();
    expect(screen.getByText('Live prices are not available right now.')).toBeVisible();
    const link = screen.getByRole('link', { name: 'TradingView (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.tradingview.com/markets/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(container.querySelector('iframe')).toBeNull();
    expect(box().style.height || getComputedStyle(box()).height).toBe('46px');
  });

  it('probes the host with a hidden object once the page is idle', async () => {
    const { container, box } = renderFrame();
    const object = await probe(container);

    expect(object.data).toBe('https://s.tradingview.com/favicon.ico');
    expect(object.type).toBe('text/html');
    expect(object).toHaveAttribute('aria-hidden', 'true');
    // The probe is in the page before React has drawn the new state.
    await waitFor(() => expect(box()).toHaveAttribute('data-widget-state', 'probing'));
  });

  it('keeps the fallback when the probe fails', async () => {
    const { container, box } = renderFrame();
    fireEvent.error(await probe(container));

    await waitFor(() => expect(box()).toHaveAttribute('data-widget-state', 'unavailable'));
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('object')).toBeNull();
    expect(screen.getByRole('link', { name: /TradingView/ })).toBeVisible();
  });

  it('inserts a sandboxed, lazy, hidden iframe once the probe loads', async () => {
    const { container } = renderFrame();
    fireEvent.load(await probe(container));

    const frame = await waitFor(() => {
      const element = container.querySelector('iframe');
      expect(element).not.toBeNull();
      return element!;
    });
    expect(frame).toHaveAttribute('src', SRC);
    expect(frame).toHaveAttribute('title', 'Market prices');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(frame).not.toBeVisible();
    expect(container.querySelector('object')).toBeNull();
  });

  it('reveals a TradingView frame on its tv-widget-load message, as JSON text or as an object', async () => {
    for (const data of [JSON.stringify({ name: 'tv-widget-load' }), { name: 'tv-widget-load', frameElementId: 'x' }]) {
      const { container, box, unmount } = renderFrame();
      fireEvent.load(await probe(container));
      const frame = await waitFor(() => container.querySelector('iframe')!);

      post(data, 'https://s.tradingview.com', frame.contentWindow);

      await waitFor(() => expect(box()).toHaveAttribute('data-widget-state', 'shown'));
      expect(frame).toBeVisible();
      unmount();
    }
  });

  it('ignores the same message from any other origin', async () => {
    const { container, box } = renderFrame();
    fireEvent.load(await probe(container));
    const frame = await waitFor(() => container.querySelector('iframe')!);

    post({ name: 'tv-widget-load' }, 'https://evil.example', frame.contentWindow);
    post({ name: 'tv-widget-load' }, 'https://tradingview.com.evil.example', frame.contentWindow);
    post('not json', 'https://s.tradingview.com', frame.contentWindow);

    expect(box()).toHaveAttribute('data-widget-state', 'loading');
    expect(frame).not.toBeVisible();
  });

  it('keeps the fallback when the frame does not reveal itself before the deadline', async () => {
    const { container, box } = renderFrame({ revealDeadlineMs: 50 });
    fireEvent.load(await probe(container));
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());

    await waitFor(() => expect(box()).toHaveAttribute('data-widget-state', 'unavailable'));
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('reveals a plain frame on its own load event', async () => {
    const { container, box } = renderFrame({ reveal: 'load' });
    fireEvent.load(await probe(container));
    const frame = await waitFor(() => container.querySelector('iframe')!);

    fireEvent.load(frame);

    await waitFor(() => expect(box()).toHaveAttribute('data-widget-state', 'shown'));
  });

  it('never probes without a URL', async () => {
    const { container, box } = renderFrame({ src: undefined });
    await new Promise((resolve) => setTimeout(resolve, 150));

    expect(container.querySelector('object')).toBeNull();
    expect(box()).toHaveAttribute('data-widget-state', 'waiting');
  });
});
