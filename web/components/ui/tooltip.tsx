import { useId, useState, type ReactNode } from 'react';

/**
 * A short explanation shown on hover and on keyboard focus, and read by screen readers as the
 * trigger's description. The trigger is focusable so keyboard users can reach the text too.
 */
export function Tooltip({ text, children }: { text: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span
      className="relative inline-flex"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      <span
        tabIndex={0}
        aria-describedby={id}
        className="inline-flex cursor-help items-center gap-1 rounded focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {children}
      </span>
      <span
        id={id}
        role="tooltip"
        className={`pointer-events-none absolute bottom-full left-1/2 z-30 mb-2 w-max max-w-60 -translate-x-1/2 rounded-lg bg-slate-900 px-3 py-2 text-xs font-medium text-white shadow-lg transition-opacity ${open ? 'opacity-100' : 'opacity-0'}`}
      >
        {text}
      </span>
    </span>
  );
}
