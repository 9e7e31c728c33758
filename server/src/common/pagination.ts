import { TEXT_LIMITS } from '@dealer/schema';
import { UserInputError } from './errors.js';

export interface Paging {
  skip: number;
  limit: number;
}

/** Checks skip and limit of a list query; `limit` defaults to `defaultLimit` and may be at most `maxLimit`. */
export function paging(args: { skip?: number | null; limit?: number | null }, defaultLimit: number, maxLimit: number): Paging {
  const skip = args.skip ?? 0;
  const limit = args.limit ?? defaultLimit;
  if (!Number.isInteger(skip) || skip < 0 || skip > 1_000_000) throw new UserInputError('skip must be a whole number from 0 to 1000000', 'skip');
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) {
    throw new UserInputError(`limit must be a whole number from 1 to ${maxLimit}`, 'limit');
  }
  return { skip, limit };
}

/** A text filter, trimmed; undefined when empty. Too long or holding NUL (which PostgreSQL cannot compare) is a 422. */
export function filterText(name: string, value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (text.length > TEXT_LIMITS.search) throw new UserInputError(`${name} must be at most ${TEXT_LIMITS.search} characters`, name);
  if (text.includes('\0')) throw new UserInputError(`${name} must not contain the NUL character`, name);
  return text;
}
