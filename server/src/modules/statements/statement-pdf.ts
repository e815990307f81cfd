// pdfkit, fontkit, the bidi tables and the fonts take a good part of the server's start to load:
// loaded on the first PDF (pdf-text.ts imports them), each font file when a statement first needs it.
import type PDFKitDocument from 'pdfkit';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { localeOr } from '../../common/locale';
import type { StatementContext, StatementEvent } from './statements.service';
import { fillText, statementAmount, statementText } from './statement-text';
import type { TextStyle } from './pdf-text';

const MARGIN = 40;
const ROW = 13;
const WIDTH = 515;
/**
 * Date, type, description, reference, amount, balance after: 515 pt, the A4 width within the
 * margins; left to right, or right to left for a right-to-left language. Dates, references and
 * amounts read left to right in every language; numbers are right-aligned in every language.
 */
const COLUMNS = [
  { key: 'date', width: 82, numeric: false, ltr: true },
  { key: 'type', width: 82, numeric: false, ltr: false },
  { key: 'description', width: 138, numeric: false, ltr: false },
  { key: 'reference', width: 89, numeric: false, ltr: true },
  { key: 'amount', width: 60, numeric: true, ltr: true },
  { key: 'balance', width: 64, numeric: true, ltr: true },
] as const;
/** Space kept free at a cell's end, between it and the next column. */
const GAP = 4;

/** A value inside a sentence keeps its own direction (left to right: a date, an email, an amount). */
const ltr = (value: string | number) => `\u2066${value}\u2069`;
/** A name takes the direction of its first letter. */
const own = (value: string) => `\u2068${value}\u2069`;

const pdfTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/**
 * Writes the statement as a PDF into `out` page by page: each finished page is flushed to the
 * response before the next is drawn (pdfkit does not buffer pages unless asked), and the writer
 * waits for the response to drain, so a long statement never sits whole in memory.
 */
export async function writeStatementPdf(events: AsyncIterable<StatementEvent>, context: StatementContext, out: Writable): Promise<void> {
  const { owner, range, generatedAt, issuer } = context;
  // Headings in the owner's language, amounts for people (1.234,56 in German), Arabic right to left.
  const locale = localeOr(context.locale);
  const words = statementText(locale);
  const rtl = locale === 'ar';
  const amount = (value: string) => statementAmount(value, locale);
  const titles = COLUMNS.map((c) => words.columns[c.key]);
  const [{ default: PDFDocument }, { PdfText }] = await Promise.all([import('pdfkit') as Promise<{ default: typeof PDFKitDocument }>, import('./pdf-text')]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: locale,
    info: {
      Title: fillText(words.documentTitle, { from: range.from, to: range.to }),
      Author: issuer.name,
      Subject: fillText(words.documentSubject, { email: owner.email }),
    },
  });
  const text = new PdfText(doc, locale === 'ja' ? 'jp' : 'sc');
  const ended = once(out, 'finish');
  let failed: Error | undefined;
  const fail = (error: Error) => (failed ??= error);
  doc.on('error', fail);
  out.on('error', fail);
  out.on('close', () => {
    if (!out.writableFinished) fail(new Error('the download was closed before the statement was complete'));
  });
  doc.pipe(out);

  /** A line across the page at the start side (the right in Arabic), then the next line below it. */
  const line = (value: string, style: Omit<TextStyle, 'rtl'>, color = 'black') => {
    doc.fillColor(color);
    text.draw(text.fit(value, WIDTH, { ...style, rtl }), MARGIN, doc.y, WIDTH, rtl ? 'right' : 'left', { ...style, rtl });
    doc.fillColor('black');
    doc.y += style.size * 1.3;
  };
  /** A column's left edge: from the left margin, or from the right one in a right-to-left language. */
  const columnX = (index: number) => {
    const before = COLUMNS.slice(0, index).reduce((sum, c) => sum + c.width, 0);
    return rtl ? MARGIN + WIDTH - before - COLUMNS[index].width : MARGIN + before;
  };

  const bottom = () => doc.page.height - MARGIN - ROW;
  let page = 1;
  const footer = () => {
    // Drawn inside the bottom margin, which pdfkit would otherwise answer with a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.fillColor('#666666');
    text.draw(fillText(words.footer, { page: ltr(page) }), MARGIN, doc.page.height - MARGIN + 10, WIDTH, 'center', { size: 7, rtl });
    doc.fillColor('black');
    doc.page.margins.bottom = margin;
  };
  const row = (cells: string[], bold = false, heading = false, color = 'black') => {
    const y = doc.y;
    doc.fillColor(color);
    cells.forEach((cell, i) => {
      const column = COLUMNS[i];
      if (!cell) return;
      // A heading reads in the page's direction; a date, reference or amount left to right in every language.
      const style = { size: 8, bold, rtl: rtl && (heading || !column.ltr) };
      const value = text.fit(cell, column.width - GAP, style);
      // Text at the column's start side (its right in Arabic); numbers on the right in every
      // language, so their decimal points line up.
      const right = column.numeric || rtl;
      text.draw(value, columnX(i) + (rtl ? GAP : 0), y, column.width - GAP, right ? 'right' : 'left', style);
    });
    doc.fillColor('black');
    doc.x = MARGIN;
    doc.y = y + ROW;
  };
  /** A grey line under a row, from the description column's start across to the other margin. */
  const note = (value: string) => {
    const start = rtl ? MARGIN : columnX(2);
    const across = rtl ? columnX(2) + COLUMNS[2].width - MARGIN : MARGIN + WIDTH - start;
    const style = { size: 8, rtl };
    doc.fillColor('#666666');
    text.draw(text.fit(value, across, style), start, doc.y, across, rtl ? 'right' : 'left', style);
    doc.fillColor('black');
    doc.x = MARGIN;
    doc.y += ROW;
  };
  /** `room`: more space the next row needs below itself (its note). */
  const newPageIfFull = async (account?: string, room = 0) => {
    if (doc.y + room <= bottom()) return;
    footer();
    doc.addPage();
    page++;
    if (account) {
      line(fillText(words.continued, { account }), { size: 9, bold: true });
      doc.y += 3;
      row(titles, true, true);
    }
    // The finished page is in the response's buffer now: let it go out before drawing more.
    if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), ended]);
    if (failed) throw failed;
  };

  // Who issues it and how to reach them (the site content's company and support address).
  line(own(issuer.name), { size: 10, bold: true });
  if (issuer.address) line(own(issuer.address), { size: 8 }, '#444444');
  line([issuer.email, issuer.phone].filter(Boolean).map(ltr).join(' - '), { size: 8 }, '#444444');
  doc.y += 8;
  line(words.heading, { size: 16, bold: true });
  doc.y += 4;
  line(owner.fullName ? `${own(owner.fullName)} - ${ltr(owner.email)}` : ltr(owner.email), { size: 10 });
  if (owner.accountNumber) line(fillText(words.accountNumber, { number: ltr(owner.accountNumber) }), { size: 10 });
  line(fillText(words.period, { from: ltr(range.from), to: ltr(range.to) }), { size: 10 });
  line(words.note, { size: 10 });
  line(fillText(words.generated, { time: ltr(generatedAt.toISOString().slice(0, 19).replace('T', ' ')) }), { size: 8 }, '#666666');
  doc.y += 12;

  let label = '';
  for await (const event of events) {
    if (failed) throw failed;
    if (event.kind === 'open') {
      label = words.accounts[event.account];
      if (doc.y > bottom() - 4 * ROW) await newPageIfFull();
      doc.y += 6;
      line(label, { size: 11, bold: true });
      doc.y += 3;
      row(titles, true, true);
      row([`${range.from} 00:00`, '', words.openingBalance, '', '', amount(event.openingBalance)], true);
    } else if (event.kind === 'movement') {
      const m = event.movement;
      await newPageIfFull(label, m.notPaidYet ? ROW : 0);
      const cells = [
        pdfTime(m.date),
        words.types[m.type] ?? m.type.replace(/_/g, ' '),
        m.description,
        m.reference ?? '',
        amount(m.amount),
        amount(m.balanceAfter),
      ];
      row(cells, false, false, m.notPaidYet ? '#777777' : 'black');
      // A withdrawal not paid out yet: its hold is a real movement, drawn in grey with a line saying so under it.
      if (m.notPaidYet) note(`${m.description} - ${words.notPaidYet}`);
    } else {
      await newPageIfFull(label);
      const s = event.summary;
      row([`${range.to} 24:00`, '', words.closingBalance, '', '', amount(s.closingBalance)], true);
      await newPageIfFull(label);
      const forms = words.movements;
      const form = forms[new Intl.PluralRules(locale).select(s.movementCount)] ?? forms.other;
      // Under the closing balance: the totals of the period.
      note(fillText(form, { count: ltr(s.movementCount), in: ltr(amount(s.totalIn)), out: ltr(amount(s.totalOut.replace('-', ''))) }));
    }
  }
  footer();
  doc.end();
  await ended;
  if (failed) throw failed;
}
