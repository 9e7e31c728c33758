import { ValidationError, type Schema } from 'yup';
import { BadRequestError, UserInputError } from './errors.js';

/** The path of the first string holding a NUL character, which PostgreSQL cannot store or compare. */
function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Validates with a shared yup schema; the first problem becomes a 422 that names the field. */
export async function validate<T>(schema: Schema<T>, input: unknown): Promise<T> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new BadRequestError('Request body must be a JSON object');
  }
  const nul = nulPath(input, '');
  if (nul !== undefined) throw new UserInputError(`${nul}: must not contain the NUL character`, nul.split('.')[0]);
  try {
    return await schema.validate(input, { abortEarly: true, stripUnknown: false });
  } catch (error) {
    if (error instanceof ValidationError) {
      // An unknown key is reported on the object holding it; the key itself is the field to name.
      const unknown = (error.params as { unknown?: unknown } | undefined)?.unknown;
      const field = error.path || (typeof unknown === 'string' ? unknown : undefined);
      throw new UserInputError(error.path ? `${error.path}: ${error.message}` : error.message, field);
    }
    throw error;
  }
}
