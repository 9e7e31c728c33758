import { pino, type Logger } from 'pino';

/** Structured JSON logs; credentials never reach a log line. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.password_hash',
        '*.passwordHash',
        '*.access_token',
        '*.jwtSecret',
      ],
      censor: '[redacted]',
    },
  });
}

export type { Logger };
