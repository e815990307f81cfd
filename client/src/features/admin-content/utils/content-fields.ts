import type { ContentKey } from './content-keys';

/**
 * The shape of each site content key as the server checks it (server: content/site-content.validation.ts),
 * so the console edits it as fields: texts, choices, a switch, grouped fields and lists of items.
 * The server stays the judge: what these shapes build is sent as JSON and checked there.
 */
export type Shape =
  | { kind: 'text'; long?: boolean; ltr?: boolean }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'flag' }
  | { kind: 'group'; fields: readonly FieldSpec[] }
  | { kind: 'list'; item: Shape };

export interface FieldSpec {
  name: string;
  shape: Shape;
  /** May be left empty: then it is not sent (a translation shows English's, an email falls back to the settings). */
  optional?: boolean;
}

/** A value being edited: what the JSON holds, with every field of the shape present. */
export type Draft = string | boolean | Draft[] | { [name: string]: Draft };

const text = (long = false): Shape => ({ kind: 'text', long });
const ltr: Shape = { kind: 'text', ltr: true };
const group = (...fields: FieldSpec[]): Shape => ({ kind: 'group', fields });
const field = (name: string, shape: Shape, optional = false): FieldSpec => ({ name, shape, optional });

export const COUNTER_SOURCES = ['investors', 'total_deposited', 'total_paid_out', 'fixed'] as const;
export const COUNTER_FORMATS = ['count', 'usd'] as const;

const COMPANY_FIELDS = (optional: boolean): FieldSpec[] => [
  field('name', text(), optional),
  field('legalName', text(), optional),
  field('registrationNumber', ltr, optional),
  field('incorporatedOn', ltr, optional),
  field('jurisdiction', text(), optional),
  field('address', text(true), optional),
  field('email', ltr, true),
  field('phone', ltr, optional),
  field('map', group(field('lat', ltr), field('lon', ltr)), optional),
];

const ENGLISH: Record<ContentKey, Shape> = {
  riskWarning: text(true),
  faq: { kind: 'list', item: group(field('question', text()), field('answer', text(true))) },
  company: group(...COMPANY_FIELDS(false)),
  openingHours: { kind: 'list', item: group(field('days', text()), field('hours', text())) },
  counters: {
    kind: 'list',
    item: group(
      field('key', ltr),
      field('label', text()),
      field('source', { kind: 'choice', options: COUNTER_SOURCES }),
      field('format', { kind: 'choice', options: COUNTER_FORMATS }),
      field('value', ltr, true),
      field('hidden', { kind: 'flag' }, true),
    ),
  },
  investorCount: group(field('source', { kind: 'choice', options: ['investors', 'fixed'] }), field('value', ltr, true)),
  testimonials: { kind: 'list', item: group(field('name', text()), field('role', text()), field('quote', text(true))) },
  // The Terms of use page: paragraphs split by blank lines, a line starting with "# " a heading (its hint says so).
  terms: text(true),
};

/** A translation: company fields one by one (empty shows English's), counters as labels only. */
const TRANSLATION: Record<ContentKey, Shape> = {
  ...ENGLISH,
  company: group(...COMPANY_FIELDS(true)),
  counters: { kind: 'list', item: group(field('key', ltr), field('label', text())) },
};

export const shapeOf = (key: ContentKey, locale: string): Shape => (locale === 'en' ? ENGLISH : TRANSLATION)[key];

/** An empty value of a shape: what "Add" puts in a list. */
export function blank(shape: Shape): Draft {
  switch (shape.kind) {
    case 'text':
      return '';
    case 'choice':
      return shape.options[0];
    case 'flag':
      return false;
    case 'list':
      return [];
    case 'group':
      return Object.fromEntries(shape.fields.map((f) => [f.name, blank(f.shape)]));
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored JSON as a draft of its shape: missing fields empty, anything the shape does not know left out. */
export function toDraft(shape: Shape, json: unknown): Draft {
  switch (shape.kind) {
    case 'text':
    case 'choice':
      return typeof json === 'string' ? json : typeof json === 'number' ? String(json) : blank(shape);
    case 'flag':
      return json === true;
    case 'list':
      return Array.isArray(json) ? json.map((item) => toDraft(shape.item, item)) : [];
    case 'group':
      return Object.fromEntries(shape.fields.map((f) => [f.name, toDraft(f.shape, isRecord(json) ? json[f.name] : undefined)]));
  }
}

/**
 * The JSON a draft stands for: an optional field left empty (or a switch left off) is not sent,
 * nor an optional group whose fields are all empty; everything else goes as typed for the server to judge.
 */
export function toJson(shape: Shape, draft: Draft, optional = false): unknown {
  switch (shape.kind) {
    case 'text':
    case 'choice':
      return optional && typeof draft === 'string' && !draft.trim() ? undefined : draft;
    case 'flag':
      return optional && draft !== true ? undefined : draft === true;
    case 'list':
      return (Array.isArray(draft) ? draft : []).map((item) => toJson(shape.item, item));
    case 'group': {
      const source = isRecord(draft) ? draft : {};
      const out: Record<string, unknown> = {};
      for (const f of shape.fields) {
        const value = toJson(f.shape, source[f.name] ?? blank(f.shape), f.optional || optional);
        if (value !== undefined) out[f.name] = value;
      }
      return optional && Object.keys(out).length === 0 ? undefined : out;
    }
  }
}

/** The JSON text the server receives for a draft of a key. */
export const draftValue = (key: ContentKey, locale: string, draft: Draft): string => JSON.stringify(toJson(shapeOf(key, locale), draft) ?? {});

/**
 * What the editor starts from: the stored value, or for a language that stores none, English
 * shaped as a translation (counters keep their keys and labels only).
 */
export function initialDraft(key: ContentKey, locale: string, stored: string | null, english: string | null): Draft {
  const shape = shapeOf(key, locale);
  const source = stored ?? english;
  if (source === null) return blank(shape);
  try {
    return toDraft(shape, JSON.parse(source));
  } catch {
    return blank(shape);
  }
}

/**
 * Where the server's refusal points: the path its sentence starts with (`faq[2].answer must be ...`),
 * when the form shows a field there; otherwise null (the message goes above the form).
 */
export function refusedPath(key: ContentKey, locale: string, draft: Draft, message: string | null | undefined): string | null {
  if (!message) return null;
  const path = /^([A-Za-z][\w]*(?:\[\d+\]|\.[A-Za-z]\w*)*)\s/.exec(message)?.[1];
  if (!path) return null;
  return pathsOf(shapeOf(key, locale), draft, key).includes(path) ? path : null;
}

/** Every path the form shows a field or a group for. */
export function pathsOf(shape: Shape, draft: Draft, path: string, out: string[] = []): string[] {
  out.push(path);
  if (shape.kind === 'group') {
    const source = isRecord(draft) ? draft : {};
    for (const f of shape.fields) pathsOf(f.shape, source[f.name] ?? blank(f.shape), `${path}.${f.name}`, out);
  } else if (shape.kind === 'list' && Array.isArray(draft)) {
    draft.forEach((item, index) => pathsOf(shape.item, item, `${path}[${index}]`, out));
  }
  return out;
}
