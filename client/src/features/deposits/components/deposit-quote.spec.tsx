import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DepositQuote, type QuoteView } from './deposit-quote';

const NOW = Date.parse('2026-11-29T10:00:00.000Z');
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0.5h7"/></svg>';
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

const payment: QuoteView = {
  payAmount: '0.173611111111111112',
  payAsset: 'ETH',
  network: 'ethereum',
  address: ADDRESS,
  rate: '3456.00',
  rateSource: 'kraken',
  expiresAt: '2026-11-29T10:30:00.000Z',
  qrSvg: QR_SVG,
  watched: true,
  state: 'AWAITING_PAYMENT',
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setInterval', 'clearInterval', 'Date'] });
  Object.assign(navigator, { clipboard: { writeText: vi.fn(async () => undefined) } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('DepositQuote', () => {
  it('shows the coin amount, address, QR, rate, source, USD value and a countdown', async () => {
    renderWithProviders(<DepositQuote payment={payment} usdAmount="600.00" networkLabel="ERC20" />);
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('0.173611111111111112 ETH');
    expect(screen.getByTestId('wallet-address')).toHaveTextContent(ADDRESS);
    expect(screen.getByText('Send exactly 0.173611111111111112 ETH on the Ethereum (ERC20) network to this address:')).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: `QR code to pay 0.173611111111111112 ETH to ${ADDRESS}` });
    expect(qr).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
    expect(screen.getByText('1 ETH = 3,456.00 USD')).toBeInTheDocument();
    expect(screen.getByText('Kraken')).toBeInTheDocument();
    expect(screen.getByText('600.00 USD')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left to pay' })).toHaveTextContent('30:00');
    expect(screen.getByText(/No screenshot is needed/)).toBeInTheDocument();

    // The amount a wallet app takes: the exact decimal with a dot, whatever the page's language.
    fireEvent.click(screen.getByRole('button', { name: 'Copy amount' }));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('0.173611111111111112');
  });

  it('counts down, then says the quote expired and offers a new deposit instead of the address', () => {
    renderWithProviders(<DepositQuote payment={{ ...payment, expiresAt: '2026-11-29T10:00:02.000Z' }} usdAmount="600.00" />);
    expect(screen.getByRole('timer')).toHaveTextContent('0:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('This quote expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new deposit' })).toHaveAttribute('href', '/user/deposit');
    expect(screen.queryByTestId('wallet-address')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // The quote itself stays readable.
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('0.173611111111111112 ETH');
  });

  it('shows a deposit the server already expired as expired', () => {
    renderWithProviders(<DepositQuote payment={{ ...payment, state: 'EXPIRED' }} usdAmount="600.00" />);
    expect(screen.getByText('This quote expired')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('shows a paid deposit without countdown nor QR', () => {
    renderWithProviders(<DepositQuote payment={{ ...payment, state: 'CONFIRMING' }} usdAmount="600.00" />);
    expect(screen.getByTestId('wallet-address')).toHaveTextContent(ADDRESS);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('names a USDT quote fixed at one dollar, on TRON', () => {
    renderWithProviders(
      <DepositQuote
        payment={{ ...payment, payAmount: '750.000000', payAsset: 'USDT', network: 'tron', rate: '1.00', rateSource: 'fixed', watched: false }}
        usdAmount="750.00"
        networkLabel="TRC20"
      />,
    );
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('750.00 USDT');
    expect(screen.getByText('Fixed (1 USDT = 1 USD)')).toBeInTheDocument();
    expect(screen.getByText('TRON (TRC20)')).toBeInTheDocument();
    expect(screen.queryByText(/No screenshot is needed/)).not.toBeInTheDocument();
  });
});
