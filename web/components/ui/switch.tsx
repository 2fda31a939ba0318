import { useId } from 'react';

type Props = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Text next to the switch; the label when omitted. */
  text?: string;
  hint?: string;
  tone?: 'brand' | 'emerald';
};

/** An on/off switch (WAI-ARIA `switch`): a real button, so Space and Enter toggle it. */
export function Switch({ label, checked, onChange, disabled, text, hint, tone = 'brand' }: Props) {
  const hintId = useId();
  const on = tone === 'emerald' ? 'bg-emerald-500' : 'bg-brand-700';
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="min-w-0">
        <span aria-hidden="true" className="block text-sm font-medium text-slate-800">
          {text ?? label}
        </span>
        {hint && (
          <span id={hintId} className="block text-xs text-slate-500">
            {hint}
          </span>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        aria-describedby={hint ? hintId : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 ${checked ? on : 'bg-slate-300'}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </div>
  );
}
