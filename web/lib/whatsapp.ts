import { digitsOnly } from '../../core/format/number-input.ts';

/** A chat link for an Indonesian number: '0812…' and '+62812…' both become wa.me/62812…. */
export function whatsappUrl(phone: string): string {
  const digits = digitsOnly(phone);
  const international = digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
  return `https://wa.me/${international}`;
}
