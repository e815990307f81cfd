import { inflateSync } from 'node:zlib';

/** One piece of text pdfkit drew (one BT ... ET): where its first glyph starts, in which font, what it says. */
export interface PdfTextItem {
  page: number;
  /** PDF user space: x from the left edge, y from the bottom (the baseline). */
  x: number;
  y: number;
  font: string;
  text: string;
}

/** A PDF literal string's bytes, `(` already read: escapes undone, up to its closing bracket. */
function literal(source: string, from: number): { bytes: Buffer; end: number } {
  const out: number[] = [];
  let depth = 1;
  let i = from;
  const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
  for (; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      const next = source[++i];
      if (next in escapes) out.push(escapes[next]);
      else if (/[0-7]/.test(next)) {
        const octal = /^[0-7]{1,3}/.exec(source.slice(i))![0];
        out.push(parseInt(octal, 8));
        i += octal.length - 1;
      } else if (next !== '\n' && next !== '\r') out.push(next.charCodeAt(0));
      continue;
    }
    if (c === '(') depth++;
    if (c === ')' && --depth === 0) break;
    out.push(c.charCodeAt(0));
  }
  return { bytes: Buffer.from(out), end: i + 1 };
}

/** A PDF text string: UTF-16BE behind a byte order mark, else one byte a character. */
function textString(bytes: Buffer): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  return bytes.toString('latin1');
}

/** pdfkit's ToUnicode CMap: `<start> <end> [<utf16be> ...]` ranges, glyph id to text. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    let gid = parseInt(range[1], 16);
    for (const entry of range[3].matchAll(/<([0-9a-fA-F\s]*)>/g)) {
      const hex = entry[1].replace(/\s/g, '');
      map.set(gid++, hex ? Buffer.from(hex, 'hex').swap16().toString('utf16le') : '');
    }
  }
  return map;
}

/**
 * The text a pdfkit PDF draws, piece by piece in drawing order. Embedded fonts write glyph ids,
 * turned back into text through the ToUnicode CMap pdfkit writes for each font; a piece inside a
 * marked-content span with an ActualText (right-to-left runs, Arabic and Devanagari) reads as
 * that ActualText, which gives its characters in reading order. Standard-font text reads as Latin-1.
 */
export function pdfTextItems(pdf: Buffer): PdfTextItem[] {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream?: string }>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2];
    const at = /stream\r?\n/.exec(body);
    let stream: string | undefined;
    if (at) {
      const start = match.index + match[0].indexOf(body) + at.index + at[0].length;
      try {
        stream = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
      } catch {
        stream = undefined;
      }
    }
    objects.set(Number(match[1]), { dict: at ? body.slice(0, at.index) : body, stream });
  }
  // Font resource names (F1, F2, ...) are unique in a pdfkit document.
  const fonts = new Map<string, Map<number, string> | null>();
  for (const { dict } of objects.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(ref));
      const cmapRef = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict);
      const cmap = cmapRef ? objects.get(Number(cmapRef[1]))?.stream : undefined;
      fonts.set(name, cmap ? toUnicode(cmap) : null);
    }
  }

  const items: PdfTextItem[] = [];
  let page = 0;
  for (const { stream } of objects.values()) {
    if (!stream || !/\bBT\b/.test(stream) || !/\bTf\b/.test(stream) || /begincmap/.test(stream)) continue;
    page++;
    let font = '';
    let actual: string | undefined;
    let item: PdfTextItem | undefined;
    const token = /\/ActualText \(|\bBDC\b|\bEMC\b|\bBT\b|\bET\b|\/(F\d+) [\d.]+ Tf|1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm|\[((?:<[0-9a-fA-F]*>|[^\]])*)\] TJ/g;
    let m: RegExpExecArray | null;
    while ((m = token.exec(stream))) {
      const [whole, fontName, x, y, array] = m;
      if (whole === '/ActualText (') {
        const { bytes, end } = literal(stream, token.lastIndex);
        actual = textString(bytes);
        token.lastIndex = end;
      } else if (whole === 'EMC') actual = undefined;
      else if (whole === 'BT') item = undefined;
      else if (fontName) font = fontName;
      else if (x !== undefined) item ??= { page, x: Number(x), y: Number(y), font, text: '' };
      else if (array !== undefined && item) {
        const cmap = fonts.get(font);
        for (const [, hex] of array.matchAll(/<([0-9a-fA-F]*)>/g)) {
          if (cmap) for (let i = 0; i < hex.length; i += 4) item.text += cmap.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\ufffd';
          else item.text += Buffer.from(hex, 'hex').toString('latin1');
        }
      } else if (whole === 'ET' && item) {
        items.push(actual === undefined ? { ...item, font } : { ...item, font, text: actual });
        item = undefined;
      }
    }
  }
  return items;
}

/**
 * The PDF's text line by line: pieces on one baseline of a page joined in reading order, from the
 * left, or from the right for a right-to-left page. Takes the PDF or its items (pdfTextItems).
 */
export function pdfText(pdf: Buffer | PdfTextItem[], { rightToLeft = false } = {}): string {
  const lines = new Map<string, PdfTextItem[]>();
  for (const item of Buffer.isBuffer(pdf) ? pdfTextItems(pdf) : pdf) {
    const key = `${item.page} ${Math.round(item.y)}`;
    lines.set(key, [...(lines.get(key) ?? []), item]);
  }
  return [...lines.values()]
    .map((line) =>
      line
        .sort((a, b) => (rightToLeft ? b.x - a.x : a.x - b.x))
        .map((i) => i.text)
        .join(''),
    )
    .join('\n');
}
