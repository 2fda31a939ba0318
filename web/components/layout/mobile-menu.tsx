import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { NavProps } from './nav-item.ts';

/**
 * The header's dropdown under 768 px. Open state is tied to the location it was opened at, so any
 * navigation (a link, back, a redirect) closes it without an effect; Escape and a click outside too.
 */
export function MobileMenu({ items, onSignOut, signingOut }: NavProps) {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const close = () => setOpenAt(null);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const itemClass =
    'block w-full rounded-lg px-4 py-3 text-left text-base font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800';

  return (
    <div ref={containerRef} className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Buka menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenAt(open ? null : location.key)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      {open && (
        <nav id={menuId} aria-label="Menu" className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 py-3 shadow-lg">
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.to + item.label}>
                <NavLink
                  to={item.to}
                  end
                  onClick={close}
                  className={({ isActive }) =>
                    item.emphasis
                      ? `${itemClass} bg-brand-700 text-white hover:bg-brand-800 hover:text-white`
                      : `${itemClass} ${isActive ? 'bg-brand-50 text-brand-800' : ''}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            {onSignOut && (
              <li>
                <button
                  type="button"
                  className={itemClass}
                  disabled={signingOut}
                  onClick={() => {
                    close();
                    onSignOut();
                  }}
                >
                  Keluar
                </button>
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}
