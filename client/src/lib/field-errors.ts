import i18next from 'i18next';
import { errorMessageOf, graphQLErrorsOf } from './apollo';
import { graphQLErrorText } from './error-text';

/** A refusal split into the message shown beside its field (`extensions.field`) and the rest, shown above the form. */
export interface FieldErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  form: string | null;
}

/**
 * The server names the input field a refusal is about in `extensions.field` (`min`, `input.min`, `uniqId`);
 * a message about a field the form has goes beside it, anything else above the form; each in the reader's language
 * (lib/error-text.ts).
 */
export function fieldErrorsOf<F extends string>(error: unknown, known: readonly F[], fallback: string): FieldErrors<F> {
  const fields: Partial<Record<F, string>> = {};
  let form: string | null = null;
  const errors = graphQLErrorsOf(error);
  for (const e of errors) {
    const named = typeof e.extensions?.field === 'string' ? e.extensions.field.split('.').pop() : undefined;
    const field = known.find((f) => f === named);
    if (field && !fields[field]) fields[field] = graphQLErrorText(e);
    else form ??= graphQLErrorText(e);
  }
  if (!errors.length) form = errorMessageOf(error, fallback, i18next.t('error.network', { ns: 'common' }));
  return { fields, form };
}

/**
 * A text field's props for its refusal: red, the message under it (MUI links it with
 * aria-describedby and sets aria-invalid, so a screen reader announces it with the field);
 * without one, `hint` is said there instead.
 */
export function fieldErrorProps(message: string | undefined, hint?: string): { error: boolean; helperText: string | undefined } {
  return { error: !!message, helperText: message ?? hint };
}

/** Moves the focus to the first field marked invalid inside `root`, once the marks are drawn. */
export function focusFirstInvalid(root: HTMLElement | null): void {
  window.setTimeout(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
