// pdfkit and its fonts take about a tenth of the server's start to load: loaded on the first PDF.
import type PDFKitDocument from 'pdfkit';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { StatementContext, StatementEvent } from './statements.service';
import { fillText, pdfLocale, statementAmount, statementText } from './statement-text';

const MARGIN = 40;
const ROW = 13;
/** Date, type, description, reference, amount, balance after: 515 pt, the A4 width within the margins. */
const COLUMNS = [
  { key: 'date', width: 82, align: 'left' as const },
  { key: 'type', width: 82, align: 'left' as const },
  { key: 'description', width: 138, align: 'left' as const },
  { key: 'reference', width: 89, align: 'left' as const },
  { key: 'amount', width: 60, align: 'right' as const },
  { key: 'balance', width: 64, align: 'right' as const },
] as const;

/**
 * The standard PDF fonts speak WinAnsi (Latin-1 and a few more): anything else would print as
 * garbage, so it becomes "?". Long cells are cut to fit their column on one line.
 */
function fit(doc: PDFKit.PDFDocument, text: string, width: number): { value: string; drawn: number } {
  let value = text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  let drawn = doc.widthOfString(value);
  if (drawn <= width - 4) return { value, drawn };
  while (value.length > 1 && (drawn = doc.widthOfString(`${value}...`)) > width - 4) value = value.slice(0, -1);
  return { value: `${value}...`, drawn };
}

const pdfTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/**
 * Writes the statement as a PDF into `out` page by page: each finished page is flushed to the
 * response before the next is drawn (pdfkit does not buffer pages unless asked), and the writer
 * waits for the response to drain, so a long statement never sits whole in memory.
 */
export async function writeStatementPdf(events: AsyncIterable<StatementEvent>, context: StatementContext, out: Writable): Promise<void> {
  const { owner, range, generatedAt } = context;
  // Headings in the owner's language where the standard fonts can write it; amounts for people (1.234,56 in German).
  const locale = pdfLocale(context.locale);
  const words = statementText(locale);
  const amount = (value: string) => statementAmount(value, locale);
  const titles = COLUMNS.map((c) => words.columns[c.key]);
  const PDFDocument: typeof PDFKitDocument = (await import('pdfkit')).default;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: fillText(words.documentTitle, { from: range.from, to: range.to }),
      Author: 'Investment platform',
      Subject: fillText(words.documentSubject, { email: owner.email }),
    },
  });
  const ended = once(out, 'finish');
  let failed: Error | undefined;
  const fail = (error: Error) => (failed ??= error);
  doc.on('error', fail);
  out.on('error', fail);
  out.on('close', () => {
    if (!out.writableFinished) fail(new Error('the download was closed before the statement was complete'));
  });
  doc.pipe(out);

  const bottom = () => doc.page.height - MARGIN - ROW;
  let page = 1;
  const footer = () => {
    // Drawn inside the bottom margin, which pdfkit would otherwise answer with a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(7).fillColor('#666666');
    doc.text(fillText(words.footer, { page }), MARGIN, doc.page.height - MARGIN + 10, {
      width: 515,
      align: 'center',
      lineBreak: false,
    });
    doc.fillColor('black');
    doc.page.margins.bottom = margin;
  };
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    let x = MARGIN;
    const y = doc.y;
    cells.forEach((cell, i) => {
      const column = COLUMNS[i];
      const { value, drawn } = fit(doc, cell, column.width);
      // Placed by hand (right-aligned amounts too): text without a width skips pdfkit's line wrapper (half the time).
      doc.text(value, column.align === 'right' ? x + column.width - 4 - drawn : x, y, { lineBreak: false });
      x += column.width;
    });
    doc.x = MARGIN;
    doc.y = y + ROW;
  };
  const newPageIfFull = async (account?: string) => {
    if (doc.y <= bottom()) return;
    footer();
    doc.addPage();
    page++;
    if (account) {
      doc.font('Helvetica-Bold').fontSize(9).text(fillText(words.continued, { account }), MARGIN, doc.y);
      doc.moveDown(0.3);
      row(titles, true);
    }
    // The finished page is in the response's buffer now: let it go out before drawing more.
    if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), ended]);
    if (failed) throw failed;
  };

  doc.font('Helvetica-Bold').fontSize(16).text(words.heading);
  doc.font('Helvetica').fontSize(10);
  doc.text(fit(doc, `${owner.fullName ? `${owner.fullName} - ` : ''}${owner.email}`, 515).value);
  doc.text(fillText(words.period, { from: range.from, to: range.to }));
  doc.text(words.note);
  doc
    .fontSize(8)
    .fillColor('#666666')
    .text(fillText(words.generated, { time: generatedAt.toISOString().slice(0, 19).replace('T', ' ') }))
    .fillColor('black');
  doc.moveDown();

  let label = '';
  for await (const event of events) {
    if (failed) throw failed;
    if (event.kind === 'open') {
      label = words.accounts[event.account];
      if (doc.y > bottom() - 4 * ROW) await newPageIfFull();
      doc.moveDown(0.5);
      doc.font('Helvetica-Bold').fontSize(11).text(label, MARGIN, doc.y);
      doc.moveDown(0.3);
      row(titles, true);
      row([`${range.from} 00:00`, '', words.openingBalance, '', '', amount(event.openingBalance)], true);
    } else if (event.kind === 'movement') {
      await newPageIfFull(label);
      const m = event.movement;
      row([pdfTime(m.date), words.types[m.type] ?? m.type.replace(/_/g, ' '), m.description, m.reference ?? '', amount(m.amount), amount(m.balanceAfter)]);
    } else {
      await newPageIfFull(label);
      const s = event.summary;
      row([`${range.to} 24:00`, '', words.closingBalance, '', '', amount(s.closingBalance)], true);
      await newPageIfFull(label);
      const forms = words.movements;
      const form = forms[new Intl.PluralRules(locale).select(s.movementCount)] ?? forms.other;
      // Under the closing balance, from the description column across: the totals of the period.
      const y = doc.y;
      doc.font('Helvetica').fontSize(8).fillColor('#666666');
      doc.text(
        fillText(form, { count: s.movementCount, in: amount(s.totalIn), out: amount(s.totalOut.replace('-', '')) }),
        MARGIN + COLUMNS[0].width + COLUMNS[1].width,
        y,
        { lineBreak: false },
      );
      doc.fillColor('black');
      doc.x = MARGIN;
      doc.y = y + ROW;
    }
  }
  footer();
  doc.end();
  await ended;
  if (failed) throw failed;
}
