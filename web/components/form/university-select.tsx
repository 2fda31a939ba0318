import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { describedBy, inputClass } from '../ui/field.tsx';
import { searchUniversities } from './catalog-search.ts';

type Props = { id: string; value: string; onChange: (name: string) => void; error?: string; hint?: string };

/**
 * WAI-ARIA combobox over the university catalog: type to filter (name, abbreviation or city),
 * arrows to move, Enter to choose, Escape to close. Only a catalog name is ever chosen; leaving
 * the box without choosing puts the current choice back.
 */
export function UniversitySelect({ id, value, onChange, error, hint }: Props) {
  const [query, setQuery] = useState(value);
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  // Opening on the chosen name lists everything; the filter applies once the user types.
  const options = searchUniversities(typing ? query : '');

  useEffect(() => {
    if (open) listRef.current?.querySelector(`#${CSS.escape(optionId(active))}`)?.scrollIntoView({ block: 'nearest' });
  });

  const openList = () => {
    const chosen = options.findIndex((option) => option.name === value);
    setActive(Math.max(chosen, 0));
    setOpen(true);
  };
  const choose = (name: string) => {
    onChange(name);
    setQuery(name);
    setTyping(false);
    setOpen(false);
  };
  const close = () => {
    setQuery(value);
    setTyping(false);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) return openList();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => Math.min(Math.max(index + step, 0), Math.max(options.length - 1, 0)));
        return;
      }
      case 'Enter': {
        if (!open) return;
        // Choosing must not submit the surrounding form.
        event.preventDefault();
        const option = options[active];
        if (option) choose(option.name);
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        return;
    }
  };

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && options[active] ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        placeholder="Ketik untuk mencari universitas..."
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setTyping(true);
          setActive(0);
          setOpen(true);
        }}
        onFocus={openList}
        onClick={() => !open && openList()}
        onBlur={close}
        onKeyDown={onKeyDown}
        className={inputClass}
      />
      {open && (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label="Daftar universitas"
          className="absolute z-30 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {options.length === 0 && <li className="px-3 py-2 text-sm text-slate-500">Universitas tidak ditemukan.</li>}
          {options.map((option, index) => (
            <li
              key={option.name}
              id={optionId(index)}
              role="option"
              aria-selected={option.name === value}
              // mousedown, not click: the input must not blur (and close the list) before the choice lands.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option.name);
              }}
              onMouseMove={() => setActive(index)}
              className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800'}`}
            >
              <span className="font-medium">{option.name}</span>
              <span className="ml-2 text-xs text-slate-500">
                {option.abbreviation} · {option.city}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
