import { pino, type Logger } from 'pino';

export type { Logger };

// Secrets and personal data never reach the log, whatever a caller passes by mistake.
const REDACT = [
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
  'password_hash',
  '*.password_hash',
  'token',
  '*.token',
  'refreshToken',
  '*.refreshToken',
  'otp',
  '*.otp',
  'phone',
  '*.phone',
  'phone_number',
  '*.phone_number',
  'bank_account',
  '*.bank_account',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

export function createLogger(options: { level: string; name?: string }): Logger {
  return pino({
    name: options.name ?? 'ajarin',
    level: options.level,
    redact: { paths: REDACT, censor: '[redacted]' },
  });
}
