import { pino, type DestinationStream, type Logger } from 'pino';

/** Field names that hold a secret wherever they appear: bodies, GraphQL variables and inputs. */
const SECRET_FIELDS = ['password', 'current_password', 'new_password', 'currentPassword', 'newPassword', 'password_hash', 'passwordHash', 'access_token', 'accessToken', 'jwtSecret'];

/** Structured JSON logs; credentials never reach a log line. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.query.password',
          'req.query.variables',
          // Up to four levels deep: req.body.variables.input.password is the deepest the API nests one.
          ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`, `*.*.*.*.${field}`]),
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

/**
 * A URL fit for a log line: GraphQL GET requests carry variables (a password, perhaps) in the
 * query string, so those values are replaced.
 */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const name of ['variables', 'password', 'token']) if (params.has(name)) params.set(name, '[redacted]');
  return `${url.slice(0, at)}?${params.toString()}`;
}

export type { Logger };
