import { fireEvent, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it, vi } from 'vitest';
import { MiddleTruncated, middleTruncate } from './middle-truncated';

const HASH = '0x9f2c4e1b7a55abababababababababababababababababababababababab1234';

describe('middleTruncate', () => {
  it('keeps both ends of a long value and cuts the middle', () => {
    expect(middleTruncate(HASH)).toBe('0x9f2c4e…ab1234');
    expect(middleTruncate(HASH, 4, 4)).toBe('0x9f…1234');
  });
  it('leaves a short value whole', () => {
    expect(middleTruncate('TXYZ123')).toBe('TXYZ123');
  });
});

describe('MiddleTruncated', () => {
  it('shows the cut value, the whole one in its title, and copies the whole one', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(
      <SnackbarProvider>
        <MiddleTruncated value={HASH} copyLabel="Copy transaction hash" copiedMessage="Transaction hash copied" />
      </SnackbarProvider>,
    );
    const text = screen.getByText('0x9f2c4e…ab1234');
    expect(text).toHaveAttribute('title', HASH);
    expect(text).toHaveAttribute('dir', 'ltr');
    fireEvent.click(screen.getByRole('button', { name: 'Copy transaction hash' }));
    expect(await screen.findByText('Transaction hash copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(HASH);
  });

  it('has no copy button without a label', () => {
    render(<MiddleTruncated value={HASH} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
