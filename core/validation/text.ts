import { z } from 'zod';

// Every text a user sends goes through `text()` instead of `z.string()`: Postgres cannot store
// U+0000 in a text column (error 22021), so it is refused here with a message the user can act
// on, before any other check of the field. Lint forbids a bare `z.string()` in core, services, api
// and bot, so a new field cannot skip this.

export const INVALID_CHARACTER_MESSAGE = 'Teks tidak boleh mengandung karakter yang tidak valid.';

const hasNul = (value: unknown) => typeof value === 'string' && value.includes('\u0000');

/** Refuses U+0000; aborts the field's later checks so this is the one message shown. */
export const noNulCharacter = z.refine<string>((value) => !hasNul(value), { message: INVALID_CHARACTER_MESSAGE, abort: true });

/** `z.string(params)` that refuses U+0000. Chain `.trim()`, `.max()`… as on any string. */
export function text(params?: Parameters<typeof z.string>[0]): z.ZodString {
  return z.string(params).check(noNulCharacter);
}

/**
 * A number, or a number field's text as typed (a price). A union reports its own message when no
 * branch fits; a text with U+0000 keeps the clear one instead.
 */
export function numberOrText(error: string) {
  return z.union([z.number(), text()], { error: (issue) => (hasNul(issue.input) ? INVALID_CHARACTER_MESSAGE : error) });
}
