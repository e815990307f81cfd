import { fontCovers, statementFont, type FontFamily } from './pdf-fonts';
import { textRuns, type TextRun } from './pdf-runs';

export interface TextStyle {
  size: number;
  bold?: boolean;
  /** The text's base direction: right to left for Arabic headings and descriptions. */
  rtl: boolean;
}

/** Noto Sans's ascent (per point of size): a line's baseline is this far below the top it is drawn at. */
const ASCENT = 1.069;

/** Entries kept per cache (a long statement's amounts and dates are all different: the caches start over). */
const CACHE_LIMIT = 5000;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Characters that would break a one-line cell: line breaks and tabs read as spaces, other controls go. */
const clean = (text: string) => text.replace(/[\t\n\v\f\r\u2028\u2029]/g, ' ').replace(/\p{Cc}/gu, '');

/**
 * Writes single lines of any script into a pdfkit document: each line is cut into runs of one font
 * and direction (pdf-runs.ts) and drawn run after run at measured positions, so a Chinese heading
 * with a Latin email or an Arabic line with an amount in it prints whole. Measuring (and so cutting
 * a cell to its column) goes through the same runs as drawing.
 */
export class PdfText {
  private readonly registered = new Set<string>();
  /** Per document: a statement repeats its types, descriptions and headings on every line. */
  private readonly runCache = new Map<string, TextRun[]>();
  private readonly widthCache = new Map<string, number>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    /** Han and kana in Japanese shapes for a Japanese reader, simplified Chinese otherwise. */
    private readonly cjk: 'jp' | 'sc',
  ) {}

  runs(text: string, rtl: boolean): TextRun[] {
    const key = `${rtl ? 'r' : 'l'}${text}`;
    let runs = this.runCache.get(key);
    if (!runs) {
      runs = textRuns(clean(text), { rtl, cjk: this.cjk, covers: fontCovers });
      if (this.runCache.size >= CACHE_LIMIT) this.runCache.clear();
      this.runCache.set(key, runs);
    }
    return runs;
  }

  width(text: string, style: TextStyle): number {
    return this.runs(text, style.rtl).reduce((sum, run) => sum + this.runWidth(run, style), 0);
  }

  /**
   * Draws one line with its start (`align: 'left'`), end or centre at the given box. Returns the
   * width drawn.
   */
  draw(text: string, x: number, y: number, width: number, align: 'left' | 'right' | 'center', style: TextStyle): number {
    const runs = this.runs(text, style.rtl);
    const widths = runs.map((run) => this.runWidth(run, style));
    const total = widths.reduce((a, b) => a + b, 0);
    let at = align === 'left' ? x : align === 'right' ? x + width - total : x + (width - total) / 2;
    runs.forEach((run, i) => {
      this.use(run.family, style);
      if (run.actual !== undefined) this.doc.markContent('Span', { actual: run.actual });
      // On one baseline whatever each font's ascent (pdfkit would hang each run from its font's top).
      // Text without a width skips pdfkit's line wrapper (half the time).
      this.doc.text(run.text, at, y + ASCENT * style.size, { lineBreak: false, baseline: 'alphabetic', ...this.layoutOptions(run) });
      if (run.actual !== undefined) this.doc.endMarkedContent();
      at += widths[i];
    });
    // pdfkit leaves its cursor at the last run's baseline: back to the line's top for the caller.
    this.doc.x = x;
    this.doc.y = y;
    return total;
  }

  /** `text`, or as much of its beginning as fits `width` followed by "...". */
  fit(text: string, width: number, style: TextStyle): string {
    if (this.width(text, style) <= width) return text;
    // Cut between graphemes: a Devanagari consonant keeps its vowel sign, an Arabic letter its marks.
    const chars = Array.from(graphemes.segment(text), (g) => g.segment);
    let low = 0;
    let high = chars.length - 1;
    // The longest beginning that fits, by halving: widths grow with length (runs may change, never shrink it).
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (this.width(`${chars.slice(0, mid).join('')}...`, style) <= width) low = mid;
      else high = mid - 1;
    }
    return `${chars.slice(0, low).join('').trimEnd()}...`;
  }

  private runWidth(run: TextRun, style: TextStyle): number {
    const key = `${run.family} ${style.bold ? 'b' : 'r'} ${style.size} ${run.rtl ? 'r' : 'l'}${run.text}`;
    let width = this.widthCache.get(key);
    if (width === undefined) {
      this.use(run.family, style);
      width = this.doc.widthOfString(run.text, this.layoutOptions(run));
      if (this.widthCache.size >= CACHE_LIMIT) this.widthCache.clear();
      this.widthCache.set(key, width);
    }
    return width;
  }

  /**
   * pdfkit lays text out word by word (and caches the words) unless features are named; a right-to-
   * left run of several words must be laid out whole, or its words would come out in reading order
   * from the left.
   */
  private layoutOptions(run: TextRun): PDFKit.Mixins.TextOptions {
    // A single right-to-left word keeps pdfkit's per-document cache of laid-out words.
    return run.rtl && /\s/.test(run.text) ? { features: [] } : {};
  }

  private use(family: FontFamily, style: TextStyle) {
    const name = `${family}-${style.bold ? 'bold' : 'regular'}`;
    if (!this.registered.has(name)) {
      // pdfkit takes a parsed fontkit font as well as a file (its types name only files and buffers).
      this.doc.registerFont(name, statementFont(family, !!style.bold) as unknown as Buffer);
      this.registered.add(name);
    }
    this.doc.font(name).fontSize(style.size);
  }
}
