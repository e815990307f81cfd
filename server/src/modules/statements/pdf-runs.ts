import bidiFactory, { type Bidi } from 'bidi-js';
import type { FontFamily } from './pdf-fonts';

/**
 * A line of text cut for drawing: runs of one font and one bidi level, in visual order (left to
 * right on the page). `text` is what is handed to the font, so that what the font lays out reads
 * right on the page: Arabic letters in logical order (the font shapes them and reverses the run).
 */
export interface TextRun {
  text: string;
  family: FontFamily;
  /** The font lays `text` out right to left (reverses it). */
  rtl: boolean;
  /**
   * The run's characters in reading order, where the glyphs drawn do not tell them in order
   * (right to left, Arabic letters drawn from shared shapes, Devanagari vowel signs placed before
   * their consonant): written as the PDF's ActualText, for copying, search and screen readers.
   */
  actual?: string;
}

export interface RunOptions {
  /** The line's base direction (a paragraph written right to left, as in Arabic). */
  rtl: boolean;
  /** The font for Han, kana and Hangul: Japanese shapes for `ja`, simplified Chinese otherwise. */
  cjk: 'jp' | 'sc';
  /** Whether a family has a glyph for a character (the fallback asks before choosing another font). */
  covers: (family: FontFamily, codePoint: number) => boolean;
}

const ARABIC = /\p{Script=Arabic}/u;
const DEVANAGARI = /\p{Script=Devanagari}/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u;
const LETTER = /\p{L}/u;
/** Scripts fontkit lays out right to left (it reverses their glyphs itself). */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
/** Anything that could make a line's order differ from its characters' order. */
const MAY_REORDER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u200f\u202b\u202e\u2067\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;
/** Bidi controls and marks: they steer the ordering and are not drawn. */
const CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** The family a character asks for by its script; null for digits, punctuation, spaces and marks (they follow a neighbour). */
export function scriptFamily(char: string, cjk: 'jp' | 'sc'): FontFamily | null {
  if (ARABIC.test(char)) return 'arabic';
  if (DEVANAGARI.test(char)) return 'devanagari';
  if (CJK.test(char)) return cjk;
  if (LETTER.test(char)) return 'sans';
  return null;
}

let bidi: Bidi | undefined;

/** Every character's family: its script's, a neighbour's for neutrals, then the first font that has it. */
function families(chars: string[], options: RunOptions): FontFamily[] {
  const wanted = chars.map((c) => scriptFamily(c, options.cjk));
  const out: FontFamily[] = [];
  let previous: FontFamily | null = null;
  for (let i = 0; i < chars.length; i++) {
    let family = wanted[i];
    if (family) previous = family;
    else family = previous ?? wanted.slice(i + 1).find((f): f is FontFamily => f !== null) ?? 'sans';
    const code = chars[i].codePointAt(0)!;
    if (!options.covers(family, code)) {
      // The other CJK font before the small script fonts: a simplified Han character missing from the Japanese font.
      const order: FontFamily[] = ['sans', options.cjk, options.cjk === 'jp' ? 'sc' : 'jp', 'arabic', 'devanagari'];
      family = order.find((f) => f !== family && options.covers(f, code)) ?? family;
    }
    out.push(family);
  }
  return out;
}

/** Bidi embedding levels per character (code point), with trailing spaces at the paragraph's level (rule L1). */
function levels(text: string, chars: string[], rtl: boolean): number[] {
  const base = rtl ? 1 : 0;
  if (!rtl && !MAY_REORDER.test(text)) return chars.map(() => base);
  bidi ??= bidiFactory();
  const units = bidi.getEmbeddingLevels(text, rtl ? 'rtl' : 'ltr').levels;
  const out: number[] = [];
  let unit = 0;
  for (const c of chars) {
    out.push(units[unit]);
    unit += c.length;
  }
  for (let i = out.length - 1; i >= 0 && /\s/u.test(chars[i]); i--) out[i] = base;
  return out;
}

/**
 * Cuts `text` into runs of one font and one direction, in the order they appear on the page
 * (the Unicode bidi algorithm's levels from bidi-js, then its rule L2 over the runs).
 */
export function textRuns(text: string, options: RunOptions): TextRun[] {
  const all = Array.from(text);
  const level = levels(text, all, options.rtl);
  const keep = all.map((c) => !CONTROL.test(c));
  const chars = all.filter((_, i) => keep[i]);
  const kept = level.filter((_, i) => keep[i]);
  const family = families(chars, options);

  const runs: Array<{ chars: string[]; logical: string[]; family: FontFamily; level: number }> = [];
  chars.forEach((c, i) => {
    // A character shown right to left takes its mirrored form: "(" reads ")" (rule L4).
    const shown = kept[i] % 2 ? (bidi?.getMirroredCharacter(c) ?? c) : c;
    const last = runs.at(-1);
    if (last && last.family === family[i] && last.level === kept[i]) {
      last.chars.push(shown);
      last.logical.push(c);
    } else runs.push({ chars: [shown], logical: [c], family: family[i], level: kept[i] });
  });

  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or above.
  const highest = Math.max(0, ...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let at = highest; at >= lowestOdd; at--) {
    for (let i = 0; i < runs.length;) {
      if (runs[i].level < at) {
        i++;
        continue;
      }
      let end = i;
      while (end < runs.length && runs[end].level >= at) end++;
      runs.splice(i, end - i, ...runs.slice(i, end).reverse());
      i = end;
    }
  }

  return runs.map((run) => {
    // fontkit lays out a run that holds letters (or digits) of a right-to-left script right to
    // left, reversing it: such a run is handed over in logical order when it is to be shown right
    // to left (odd level), reversed when it is to stay left to right (Arabic-Indic digits); any
    // other run is reversed here when its level is odd.
    const reversedByFont = RTL_SCRIPT.test(run.chars.join(''));
    const reverse = run.level % 2 === 1 ? !reversedByFont : reversedByFont;
    const text = (reverse ? run.chars.slice().reverse() : run.chars).join('');
    const actual = reverse || reversedByFont || run.family === 'arabic' || run.family === 'devanagari' ? run.logical.join('') : undefined;
    return { text, family: run.family, rtl: reversedByFont, ...(actual === undefined ? {} : { actual }) };
  });
}
