import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { Kind, parse, visit } from 'graphql';
import { badInput } from './errors/domain-error';

/** Text Postgres refuses: the NUL character, and lone UTF-16 surrogates (they have no UTF-8 form). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern looks for
const INVALID = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isInvalidText(text: string): boolean {
  return INVALID.test(text);
}

export const INVALID_TEXT_MESSAGE = 'The request contains a character that is not allowed (a NUL character or invalid Unicode).';

const messageFor = (field: string | undefined) =>
  field && /^[A-Za-z0-9_]{1,64}$/.test(field)
    ? `"${field}" contains a character that is not allowed (a NUL character or invalid Unicode).`
    : INVALID_TEXT_MESSAGE;

/**
 * The first place in `value` (keys and strings, walked without recursion) holding invalid text:
 * the name of the field it is in (or '' when it has none), or undefined when all is well.
 */
export function findInvalidText(value: unknown): string | undefined {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length) {
    const [node, field] = stack.pop()!;
    if (typeof node === 'string') {
      if (isInvalidText(node)) return field;
    } else if (node && typeof node === 'object' && !Buffer.isBuffer(node) && !(node instanceof Promise)) {
      for (const [key, child] of Object.entries(node)) {
        if (isInvalidText(key)) return '';
        stack.push([child, Array.isArray(node) ? field : key]);
      }
    }
  }
  return undefined;
}

/** The string literals written in a GraphQL document ("\u0000" escapes decode only there). */
function invalidLiteralIn(query: unknown): boolean {
  if (typeof query !== 'string' || !query.includes('\\u')) return false;
  let found = false;
  try {
    visit(parse(query), {
      [Kind.STRING]: (node) => {
        if (isInvalidText(node.value)) found = true;
      },
    });
  } catch {
    return false; // Apollo answers the syntax error itself
  }
  return found;
}

/** GraphQL over GET carries variables and extensions as JSON text in the query string. */
function jsonParams(query: Record<string, unknown>): unknown[] {
  const parsed: unknown[] = [];
  for (const name of ['variables', 'extensions']) {
    if (typeof query?.[name] !== 'string') continue;
    try {
      parsed.push(JSON.parse(query[name] as string));
    } catch {
      // Apollo answers malformed JSON itself
    }
  }
  return parsed;
}

/**
 * Refuses a request whose body or query string holds invalid text, before any handler: 400 in the
 * REST error shape, or in the GraphQL shape on /graphql (where string literals in the query are
 * read too). Runs after the body parsers and graphql-upload (multipart operations).
 */
export const refuseInvalidText: RequestHandler = (req, res, next) => {
  const graphql = req.path === '/graphql' || req.path.startsWith('/graphql/');
  const field = findInvalidText(req.body) ?? findInvalidText(req.query) ?? (graphql ? findInvalidText(jsonParams(req.query)) : undefined);
  const literal = graphql && field === undefined && (invalidLiteralIn(req.body?.query) || invalidLiteralIn(req.query?.query));
  if (field === undefined && !literal) return next();
  const message = messageFor(field);
  if (graphql) res.status(400).json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });
  else res.status(400).json({ status: 'error', message, code: 'BAD_USER_INPUT' });
};

/**
 * The same check where a body is only parsed inside the route (multer's multipart text fields):
 * every body and query value a handler receives.
 */
@Injectable()
export class InvalidTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata) {
    // Route parameters here are file names, matched against a strict pattern (a miss is a 404).
    if (metadata.type === 'custom' || metadata.type === 'param') return value;
    const field = findInvalidText(value);
    if (field !== undefined) throw badInput(messageFor(field || metadata.data));
    return value;
  }
}
