import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

type Tab<T extends string> = { value: T; label: string };

// Whole class names, so Tailwind sees them. Three tabs are tighter on phones to fit their labels;
// four take two rows there; any more ('scroll') keep one row that scrolls sideways when it must.
const LAYOUT = {
  2: { list: 'grid-cols-2', tab: 'px-4 text-sm' },
  3: { list: 'grid-cols-3', tab: 'px-1 text-xs sm:px-4 sm:text-sm' },
  4: { list: 'grid-cols-2 sm:grid-cols-4', tab: 'px-1 text-xs sm:px-4 sm:text-sm' },
  scroll: { list: 'auto-cols-max grid-flow-col overflow-x-auto', tab: 'px-4 text-sm whitespace-nowrap' },
} as const;

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and select
 * them; only the selected tab is in the tab order. `children` is the selected tab's panel.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  columns = 2,
  children,
}: {
  label: string;
  tabs: Tab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** One column per tab, or 'scroll' for more than four. */
  columns?: keyof typeof LAYOUT;
  children: ReactNode;
}) {
  const layout = LAYOUT[columns];
  const baseId = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    if (!target) return;
    onChange(target.value);
    refs.current.get(target.value)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={`grid ${layout.list} gap-1 rounded-xl bg-slate-100 p-1`}>
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(node) => {
                if (node) refs.current.set(tab.value, node);
                else refs.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              className={`rounded-lg py-2 font-semibold transition-colors ${layout.tab} focus-visible:outline-2 focus-visible:outline-brand-600 ${selected ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} className="pt-6">
        {children}
      </div>
    </div>
  );
}
