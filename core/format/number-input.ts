// Rules of the numeric inputs (docs/product.md#sign-up-tutor and
// docs/product.md#tutor-profile-save): phone and price inputs keep only digits; a price drops
// its leading zeros and is shown with Indonesian thousands separators.

export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

/** '0075.000' → '75000'; '' and '000' → ''. */
export function normalizePriceInput(text: string): string {
  return digitsOnly(text).replace(/^0+/, '');
}

/** 75000 → '75.000' (id-ID grouping, no decimals). */
export function formatThousands(value: number | string): string {
  const digits = typeof value === 'number' ? String(Math.trunc(value)) : normalizePriceInput(value);
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
