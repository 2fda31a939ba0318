import { useEffect, useRef } from 'react';
import { useObjectUrl } from '../../hooks/use-object-url.ts';
import { Button } from '../ui/button.tsx';
import { describedBy, FieldError, inputClass } from '../ui/field.tsx';
import { photoFileProblem } from './photo-file.ts';

type Props = {
  /** The file input's id. */
  id: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Called with the message (docs/product.md#tutor-photo) when a chosen file is refused; the file is not kept. */
  onFileRefused: (message: string) => void;
  fileError?: string;
  /** The photo in use now (the dashboard), shown until a new file is chosen. */
  currentImageUrl?: string | null;
};

/**
 * A profile photo as an uploaded image (checked here first: images only, 750KB). Uploads only: an
 * address elsewhere would be published as is (docs/decisions/042).
 */
export function PhotoField({ id, file, onFileChange, onFileRefused, fileError, currentImageUrl }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file);

  // The parent dropped the file (saved, or reset): the input must not keep showing its name.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const clear = () => {
    onFileChange(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        Foto Profil <span className="font-normal text-slate-500">(opsional, gambar maks. 750KB)</span>
      </label>
      <div className="flex items-center gap-4">
        {preview ? (
          <img src={preview} alt="Pratinjau foto profil" className="size-16 shrink-0 rounded-full object-cover ring-1 ring-slate-200" />
        ) : currentImageUrl ? (
          <img
            src={currentImageUrl}
            alt="Foto profil saat ini"
            className="size-16 shrink-0 rounded-full object-cover ring-1 ring-slate-200"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs text-slate-400"
          >
            Foto
          </span>
        )}
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/*"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={describedBy(id, { error: fileError })}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            const problem = chosen && photoFileProblem(chosen);
            if (problem) {
              event.target.value = '';
              onFileChange(null);
              onFileRefused(problem);
              return;
            }
            onFileChange(chosen);
          }}
          className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800`}
        />
      </div>
      {file && (
        <Button variant="ghost" className="mt-2" onClick={clear}>
          Hapus foto
        </Button>
      )}
      <FieldError id={id} error={fileError} />
    </div>
  );
}
