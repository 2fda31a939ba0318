// One error type for every expected failure. Services throw it with a user-facing Indonesian message;
// each transport (HTTP, bot, job) maps the closed set of codes once.
export const errorCodes = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Extra data safe to show the user (e.g. seconds left in a cooldown, the failing field). */
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;

/** The one answer to an action the actor may not take, whatever the feature. */
export const FORBIDDEN_MESSAGE = 'Akses Ditolak';
export const forbidden = (): AppError => new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);

/** The message shown whenever something unexpected happened; never carries internals. */
export const INTERNAL_MESSAGE = 'Terjadi kesalahan tak terduga. Silakan coba lagi.';
