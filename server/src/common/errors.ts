/**
 * The one error hierarchy. GraphQL puts `code` into `extensions.code`; REST answers
 * `{"detail": message}` with `status`.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(message, 'BAD_REQUEST', 400);
  }
}

export class UserInputError extends AppError {
  constructor(message: string, field?: string) {
    super(message, 'BAD_USER_INPUT', 422, field);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Not authenticated') {
    super(message, 'UNAUTHENTICATED', 401);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this') {
    super(message, 'FORBIDDEN', 403);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(message, 'NOT_FOUND', 404);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, field?: string) {
    super(message, 'CONFLICT', 409, field);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'Request body is too large') {
    super(message, 'PAYLOAD_TOO_LARGE', 413);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message = 'Too many requests, please try again later.') {
    super(message, 'TOO_MANY_REQUESTS', 429);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message = 'The database is unavailable, please try again shortly') {
    super(message, 'SERVICE_UNAVAILABLE', 503);
  }
}

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001']);

/** Turns anything thrown into an AppError, or undefined when it is a programming error (a 500). */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && CONNECTION_ERRORS.has(code)) return new ServiceUnavailableError();
  if (error instanceof Error && /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/.test(error.message)) {
    return new ServiceUnavailableError();
  }
  return undefined;
}
