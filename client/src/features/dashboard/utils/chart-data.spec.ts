import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { chartData, compactTick, exactFormatter, formatPercent, formatPlotted, monthLabel, monthRange, plotValue, tickMonth } from './chart-data';

describe('dashboard chart data', () => {
  it('labels months from the data', () => {
    expect(monthLabel('2025-04')).toBe('Apr 2025');
    expect(monthLabel('2024-12')).toBe('Dec 2024');
    expect(monthLabel('odd')).toBe('odd');
  });

  it('shortens tick labels to the month and says the span once', () => {
    expect(tickMonth('Apr 2025')).toBe('Apr');
    expect(tickMonth('odd')).toBe('odd');
    expect(monthRange(['Oct 2024', 'Nov 2024', 'Apr 2025'])).toBe('Oct 2024 – Apr 2025');
    expect(monthRange(['Apr 2025'])).toBe('Apr 2025');
    expect(monthRange([])).toBe('');
    expect([0, 950, 2500, 12500, 1_250_000].map(compactTick)).toEqual(['0', '950', '2.5K', '12.5K', '1.3M']);
  });

  it('turns Money strings into numbers only for drawing, never NaN', () => {
    expect(plotValue('1234.50')).toBe(1234.5);
    expect(plotValue('')).toBe(0);
    expect(plotValue('abc')).toBe(0);
    expect(formatPlotted(1234.5)).toBe('1,234.50 USD');
    expect(formatPlotted(null)).toBe('0.00 USD');
  });

  it('builds the four series oldest first', () => {
    const data = chartData([
      { month: '2025-03', balance: '100.00', deposits: '100.00', withdrawals: '0.00', profits: '0.00' },
      { month: '2025-04', balance: '90.00', deposits: '0.00', withdrawals: '20.00', profits: '10.00' },
    ]);
    expect(data).toEqual({
      labels: ['Mar 2025', 'Apr 2025'],
      balance: [100, 90],
      deposits: [100, 0],
      withdrawals: [0, 20],
      profits: [0, 10],
      figures: { balance: ['100.00', '90.00'], deposits: ['100.00', '0.00'], withdrawals: ['0.00', '20.00'], profits: ['0.00', '10.00'] },
    });
  });

  it("shows a point's tooltip from the server's decimal string, never through a float", () => {
    const data = chartData([
      { month: '2025-03', balance: '1.005', deposits: '0.00', withdrawals: '0.00', profits: '0.00' },
      { month: '2025-04', balance: '12345678901234567.89', deposits: '0.00', withdrawals: '0.00', profits: '0.00' },
    ]);
    const tooltip = exactFormatter(data.figures.balance);
    // 1.005 as a float is 1.00499999…: toFixed(2) says 1.00; the string rounds half-up to 1.01.
    expect(tooltip(data.balance[0], { dataIndex: 0 })).toBe('1.01 USD');
    expect(tooltip(data.balance[1], { dataIndex: 1 })).toBe('12,345,678,901,234,567.89 USD');
    expect(tooltip(5, { dataIndex: 7 })).toBe('5.00 USD');
  });

  it('shows percents with a sign only when the server sent one', () => {
    expect(formatPercent('12.5')).toBe('12.5%');
    expect(formatPercent('-3.0')).toBe('-3.0%');
    expect(formatPercent('NaN')).toBe('0.0%');
    expect(formatPercent(undefined)).toBe('0.0%');
  });
});

describe('dashboard chart data in the current language', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it.each([
    ['de', 'Apr. 2025', 'Apr', '1,3\u00a0Mio.', '1.234,50 USD', '12,5\u00a0%'],
    ['ar', 'أبريل 2025', 'أبريل', '1.3\u00a0مليون', '\u20661,234.50 USD\u2069', '12.5\u200e%\u200e'],
    ['hi', 'अप्रैल 2025', 'अप्रैल', '12.5\u00a0लाख', '1,234.50 USD', '12.5%'],
  ])('in %s labels, ticks and figures', async (language, label, tick, compact, plotted, percent) => {
    await i18next.changeLanguage(language);
    expect(monthLabel('2025-04')).toBe(label);
    expect(tickMonth(label)).toBe(tick);
    expect(compactTick(1_250_000)).toBe(compact);
    expect(formatPlotted(1234.5)).toBe(plotted);
    expect(formatPercent('12.5')).toBe(percent);
  });
});
