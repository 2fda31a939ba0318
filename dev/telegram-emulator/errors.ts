// Failures in the Bot API's own shape, so grammY turns them into the GrammyError a bot meets on
// Telegram: `{ ok: false, error_code, description, parameters? }`.

export type ResponseParameters = { retry_after?: number; migrate_to_chat_id?: number };

export class BotApiError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly parameters?: ResponseParameters,
  ) {
    super(description);
    this.name = 'BotApiError';
  }

  toJSON(): { ok: false; error_code: number; description: string; parameters?: ResponseParameters } {
    return {
      ok: false,
      error_code: this.status,
      description: this.description,
      ...(this.parameters ? { parameters: this.parameters } : {}),
    };
  }
}

export const badRequest = (what: string): BotApiError => new BotApiError(400, `Bad Request: ${what}`);
export const unauthorized = (): BotApiError => new BotApiError(401, 'Unauthorized');
export const notFound = (): BotApiError => new BotApiError(404, 'Not Found');
export const tooManyRequests = (retryAfter: number): BotApiError =>
  new BotApiError(429, `Too Many Requests: retry after ${retryAfter}`, { retry_after: retryAfter });
export const BLOCKED = 'Forbidden: bot was blocked by the user';
export const conflict = (what: string): BotApiError => new BotApiError(409, `Conflict: ${what}`);
