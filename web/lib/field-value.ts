/**
 * Puts `shown` in the field being typed in when it differs from what the user typed. React writes
 * a controlled field's value back after every change, even when the state stays the same; Preact,
 * which runs the built app (docs/decisions/027-preact-in-the-browser.md), renders again only for a
 * new state, so a character the field refuses (a letter in a phone number) would stay on screen
 * while the state went on without it.
 */
export function showInField(field: { value: string }, shown: string): void {
  if (field.value !== shown) field.value = shown;
}
