import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { rangeError, statementHref, thisYear } from '../utils/statement-links';
import { StatementDownload } from './statement-download';

const NOW = new Date('2026-11-24T23:30:00Z');

describe('StatementDownload', () => {
  it("offers this year's statement in one click, as CSV and PDF downloads", () => {
    renderWithProviders(<StatementDownload now={NOW} />);
    expect(screen.getByRole('heading', { name: 'Download statement' })).toBeInTheDocument();
    expect(screen.getByText(/Dates and times are in UTC/)).toBeInTheDocument();
    const csv = screen.getByRole('link', { name: 'Download 2026 statement (CSV)' });
    const pdf = screen.getByRole('link', { name: 'Download 2026 statement (PDF)' });
    expect(csv).toHaveAttribute('href', '/api/statement.csv?from=2026-01-01&to=2026-11-24');
    expect(pdf).toHaveAttribute('href', '/api/statement.pdf?from=2026-01-01&to=2026-11-24');
    expect(csv).toHaveAttribute('download');
  });

  it('downloads a custom range, and explains a range the server would refuse', () => {
    renderWithProviders(<StatementDownload now={NOW} />);
    fireEvent.click(screen.getByRole('button', { name: 'Custom range' }));
    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('To (UTC)'), { target: { value: '2025-06-30' } });
    expect(screen.getByRole('link', { name: 'Download 2025-03-01 to 2025-06-30 statement (CSV)' })).toHaveAttribute(
      'href',
      '/api/statement.csv?from=2025-03-01&to=2025-06-30',
    );
    expect(screen.getByRole('link', { name: 'Download 2025-03-01 to 2025-06-30 statement (PDF)' })).toHaveAttribute(
      'href',
      '/api/statement.pdf?from=2025-03-01&to=2025-06-30',
    );

    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2025-07-01' } });
    expect(screen.getByText('The start date must be on or before the end date.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /2025-07-01 to 2025-06-30/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'CSV' })[0]).toBeDisabled();
  });
});

describe('statement links', () => {
  it('builds the REST paths and the UTC year', () => {
    expect(statementHref('pdf', '2026-01-01', '2026-02-01')).toBe('/api/statement.pdf?from=2026-01-01&to=2026-02-01');
    // 23:30 UTC on 31 December is still that year in UTC, whatever the browser's zone.
    expect(thisYear(new Date('2025-12-31T23:30:00Z'))).toEqual({ year: 2025, from: '2025-01-01', to: '2025-12-31' });
  });

  it.each([
    ['2026-01-01', '2026-11-24', null],
    ['2021-11-25', '2026-11-24', null],
    ['', '2026-11-24', 'Choose both dates.'],
    ['2026-02-01', '2026-01-01', 'The start date must be on or before the end date.'],
    ['2026-11-01', '2026-11-25', 'Dates cannot be in the future.'],
    ['2021-11-24', '2026-11-24', 'A statement covers at most 5 years.'],
  ])('from %s to %s: %s', (from, to, message) => expect(rangeError(from, to, NOW)).toBe(message));
});
