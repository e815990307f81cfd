import type { DashboardQuery } from '../../../gql/generated';
import { localeFormatter } from '../../../lib/locale';
import { formatUsd } from '../../../lib/money';
import { formatPercentText } from '../../../lib/text';

type MonthFigures = DashboardQuery['dashboard']['monthly'][number];

const MONTH = /^(\d{4})-(\d{2})$/;
const monthOptions: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' };
const tickOptions: Intl.DateTimeFormatOptions = { month: 'short', timeZone: 'UTC' };
// The tick of each label made here, so the axis shows the month alone in the same language.
const ticks = new Map<string, string>();

/** '2025-04' → 'Apr 2025' ('Apr. 2025' in German, in the current language); anything else is shown as it came. */
export function monthLabel(month: string): string {
  const match = MONTH.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  const label = localeFormatter('chart-month', (locale) => new Intl.DateTimeFormat(locale, monthOptions)).format(date);
  ticks.set(label, localeFormatter('chart-tick', (locale) => new Intl.DateTimeFormat(locale, tickOptions)).format(date));
  return label;
}

/** 'Apr 2025' → 'Apr': the x-axis ticks, short enough that seven fit a 390 px phone without overlapping. */
export function tickMonth(label: string): string {
  return ticks.get(label) ?? label;
}

/** 'Oct 2024 – Apr 2025' (or 'Apr 2025' alone): the months the chart spans, said once above it. */
export function monthRange(labels: readonly string[]): string {
  if (labels.length === 0) return '';
  const first = labels[0];
  const last = labels[labels.length - 1];
  return first === last ? first : `${first} – ${last}`;
}

/** y-axis ticks: '0', '950', '2.5K', '1.2M' (USD is said in the legend and tooltips). */
export function compactTick(value: number): string {
  return localeFormatter('chart-compact', (locale) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })).format(value);
}

/**
 * A Money string as a number for drawing ONLY (a chart needs positions, not exact cents);
 * every figure shown as text stays a string formatted by lib/money.
 */
export function plotValue(value: string): number {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
}

/** Axis text of a plotted value, in USD (a position on the axis, not a figure of the user's). */
export function formatPlotted(value: number | null): string {
  return formatUsd(value === null ? '0' : value.toFixed(2));
}

/**
 * The tooltip text of a series' points: the server's own decimal string at the point's index,
 * formatted exactly by lib/money (a float would show 1.005 as 1.00 and lose cents past 2^53);
 * the plotted number only if there were no string at that index.
 */
export function exactFormatter(figures: readonly string[]): (value: number | null, context: { dataIndex: number }) => string {
  return (value, { dataIndex }) => {
    const exact = figures[dataIndex];
    return exact === undefined ? formatPlotted(value) : formatUsd(exact);
  };
}

export type SeriesName = 'balance' | 'deposits' | 'withdrawals' | 'profits';

export interface ChartData extends Record<SeriesName, number[]> {
  labels: string[];
  /** The same figures as the server's decimal strings, for the tooltips. */
  figures: Record<SeriesName, string[]>;
}

export function chartData(monthly: readonly MonthFigures[]): ChartData {
  const figures = {
    balance: monthly.map((m) => m.balance),
    deposits: monthly.map((m) => m.deposits),
    withdrawals: monthly.map((m) => m.withdrawals),
    profits: monthly.map((m) => m.profits),
  };
  return {
    labels: monthly.map((m) => monthLabel(m.month)),
    balance: figures.balance.map(plotValue),
    deposits: figures.deposits.map(plotValue),
    withdrawals: figures.withdrawals.map(plotValue),
    profits: figures.profits.map(plotValue),
    figures,
  };
}

/** "12.5" → "12.5%" ("12,5 %" in German); a missing or odd value reads "0.0%" (never NaN). */
export function formatPercent(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  return formatPercentText(/^[+-]?\d+(\.\d+)?$/.test(text) ? text : '0.0');
}
