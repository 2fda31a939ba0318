import type { ChangeEvent } from 'react';
import { buttonClass } from './button.tsx';
import { describedBy } from './field.tsx';

type FilePickerProps = {
  /** The id FieldShell gave the field: the hidden input's, for the label and the hint/error links. */
  id: string;
  accept: string;
  hint: string;
  problem: string | undefined;
  file: File | null;
  disabled: boolean;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * A file input inside a FieldShell. The native control's own texts ('Choose File') are the
 * browser's language, not ours: it is visually hidden and this label, in Indonesian, opens it.
 */
export function FilePicker({ id, accept, hint, problem, file, disabled, onChoose }: FilePickerProps) {
  return (
    <div className="flex items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 has-focus-visible:outline-2 has-focus-visible:outline-brand-600">
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={onChoose}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, { hint, error: problem })}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        aria-hidden="true"
        className={buttonClass({ className: 'shrink-0 cursor-pointer peer-disabled:cursor-not-allowed peer-disabled:opacity-60' })}
      >
        Pilih File
      </label>
      <span className="min-w-0 truncate text-sm text-slate-600">{file ? file.name : 'Belum ada file dipilih'}</span>
    </div>
  );
}
