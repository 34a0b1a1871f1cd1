import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { NETWORK_FAILURE_MESSAGE } from './api-client';

/**
 * A react-hook-form resolver built from a zod schema (the contracts' schemas) that loads zod, the
 * schema and @hookform/resolvers on demand, so none of them lands in a page's initial JavaScript. Loading starts
 * when the resolver is created (usually when the form's module loads), so it is ready by the first submit.
 *
 * Messages written in the schemas (e.g. "Enter your full name") are kept; zod's generic ones are replaced by
 * sentences for people (see `formErrorMessage`).
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | null = null;
  const getResolver = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(([{ zodResolver }, schema]) =>
      zodResolver(schema, { error: formErrorMessage }),
    );
    // A failed download (offline) is tried again at the next validation.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  void getResolver().catch(() => undefined);
  return async (values, context, options) => {
    let resolver: Resolver<Input, unknown, Output>;
    try {
      resolver = await getResolver();
    } catch {
      // The form shows it like a failed request (`formLevelError`); submitting again retries the download.
      const errors: FieldErrors<Input> = {};
      errors.root = { [ROOT_ERROR_KEY]: { type: 'network', message: VALIDATION_UNAVAILABLE } };
      return { values: {}, errors };
    }
    return resolver(values, context, options);
  };
}

/** The validation code did not download: said like any network failure. */
export const VALIDATION_UNAVAILABLE = NETWORK_FAILURE_MESSAGE;
const ROOT_ERROR_KEY = 'validation';

/** The message of a form that could not be validated at all (the validation code did not download), or null. */
export function formLevelError(errors: FieldErrors): string | null {
  return errors.root?.[ROOT_ERROR_KEY]?.message ?? null;
}

type FormIssue = Parameters<z.core.$ZodErrorMap>[0];

/** Plain-language messages for zod's built-in checks; undefined keeps zod's own. */
export function formErrorMessage(issue: FormIssue): string | undefined {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1
        ? 'This field is required.'
        : issue.origin === 'string'
          ? `Use at least ${String(issue.minimum)} characters.`
          : undefined;
    case 'too_big':
      return issue.origin === 'string' ? `Use at most ${String(issue.maximum)} characters.` : undefined;
    case 'invalid_format':
      return issue.format === 'date' ? 'Enter a valid date.' : undefined;
    default:
      return undefined;
  }
}
