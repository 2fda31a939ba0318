import type { InputHTMLAttributes } from 'react';
import { formatThousands, normalizePriceInput } from '../../../core/format/number-input.ts';
import { inputClass } from '../ui/field.tsx';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & { value: string; onChange: (digits: string) => void };

/** The price input (docs/product.md#tutor-profile-save): digits only, no leading zeros, shown with Indonesian thousands separators ("75.000"). */
export function PriceInput({ value, onChange, className = '', ...input }: Props) {
  return (
    <div className="relative">
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">
        Rp
      </span>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={formatThousands(value)}
        onChange={(event) => onChange(normalizePriceInput(event.target.value))}
        className={`${inputClass} pl-10 ${className}`}
        {...input}
      />
    </div>
  );
}
