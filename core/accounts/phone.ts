// docs/product.md#phone-numbers: 08, 628 or +628 followed by 8 to 11 digits. The database CHECKs
// use the same pattern.
export const PHONE_PATTERN = /^(08|628|\+628)\d{8,11}$/;
export const PHONE_EXAMPLE = '081234567890';

export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone);
}
