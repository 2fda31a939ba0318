import { formatThousands } from './number-input.ts';

// docs/product.md#money-format: money is shown as 'Rp' in id-ID formatting with no decimals.
// Amounts are integer rupiah everywhere; a fraction (never expected) is rounded rather than shown.

/** 75000 → 'Rp 75.000'; -2500 → '-Rp 2.500'. */
export function formatRupiah(amount: number): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}Rp ${formatThousands(Math.abs(rounded))}`;
}
