import { badRequest } from './errors.ts';

// A method's parameters as grammY sends them: a JSON object, or form fields (multipart uploads,
// query strings) whose values are all strings, objects among them JSON-encoded. The accessors
// read either, and answer Telegram's own 400s for missing or malformed values.

export type Params = Record<string, unknown>;

/** Form fields stay strings: the accessors below decode numbers, booleans and JSON on read. */
export function fromForm(fields: Iterable<[string, string]>): Params {
  return Object.fromEntries(fields);
}

export function optionalInt(params: Params, key: string): number | undefined {
  const value = params[key];
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(number)) throw badRequest(`invalid ${key} specified`);
  return number;
}

/** chat_id: a number (private chats here); an @username cannot be resolved by the emulator. */
export function chatId(params: Params): number {
  const value = optionalInt(params, 'chat_id');
  if (value === undefined) throw badRequest('chat_id is empty');
  if (value === 0) throw badRequest('chat not found');
  return value;
}

export function requiredInt(params: Params, key: string, missing: string): number {
  const value = optionalInt(params, key);
  if (value === undefined) throw badRequest(missing);
  return value;
}

export function optionalString(params: Params, key: string): string | undefined {
  const value = params[key];
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : String(value);
}

export function optionalBool(params: Params, key: string): boolean {
  const value = params[key];
  return value === true || value === 'true' || value === 1;
}

/** An object parameter (reply_markup, entities …), JSON-encoded when it came as a form field. */
export function optionalJson(params: Params, key: string): unknown {
  const value = params[key];
  if (typeof value !== 'string') return value ?? undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(`can't parse ${key} JSON object`);
  }
}
