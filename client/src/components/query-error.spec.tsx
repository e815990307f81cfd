import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryError } from './query-error';

describe('QueryError', () => {
  it('announces the failure and retries on request', () => {
    const onRetry = vi.fn();
    render(<QueryError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says what failed and swallows a retry that fails again', async () => {
    const onRetry = vi.fn(() => Promise.reject(new Error('offline')));
    render(<QueryError message="We could not load your figures." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your figures.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await Promise.resolve();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
