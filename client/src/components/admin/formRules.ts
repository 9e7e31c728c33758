import type { FormikErrors } from 'formik';
import { ValidationError, type AnySchema } from 'yup';

/**
 * Checks a form's body with the shared rules and hands Formik every message on its field, the
 * first one per field ("images[2]" belongs to the images box).
 */
export async function validateWith<V>(schema: AnySchema, body: unknown): Promise<FormikErrors<V>> {
  try {
    await schema.validate(body, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) {
      const field = inner.path?.replace(/\[\d+\]$/, '');
      if (field && !errors[field]) errors[field] = inner.message;
    }
    return errors as FormikErrors<V>;
  }
}

/** A select's options, keeping a value the list does not know (older records may use other words). */
export function withCurrent(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [...options, current] : [...options];
}
