import { ValidationError, type Schema } from 'yup';
import { BadRequestError, UserInputError } from './errors.js';

/** Validates with a shared yup schema; the first problem becomes a 422 that names the field. */
export async function validate<T>(schema: Schema<T>, input: unknown): Promise<T> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new BadRequestError('Request body must be a JSON object');
  }
  try {
    return await schema.validate(input, { abortEarly: true, stripUnknown: false });
  } catch (error) {
    if (error instanceof ValidationError) {
      const field = error.path || undefined;
      throw new UserInputError(field ? `${field}: ${error.message}` : error.message, field);
    }
    throw error;
  }
}
