import { Link, NavLink } from 'react-router-dom';
import { buttonClass, Button } from '../ui/button.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import type { NavProps } from './nav-item.ts';

/**
 * The header (docs/product.md#web-header): sticky, brand left to '/'. From 768 px (Tailwind `md`)
 * the links are inline buttons; below, they collapse into the mobile dropdown.
 */
export function Header({ items, onSignOut, signingOut }: NavProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="text-xl font-extrabold tracking-tight text-brand-800 hover:text-brand-700">
          Ajarin
        </Link>
        <nav aria-label="Navigasi utama" className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLink
              key={item.to + item.label}
              to={item.to}
              end
              className={({ isActive }) =>
                buttonClass({
                  variant: item.emphasis ? 'primary' : 'ghost',
                  className: isActive && !item.emphasis ? 'text-brand-800 bg-brand-50' : '',
                })
              }
            >
              {item.label}
            </NavLink>
          ))}
          {onSignOut && (
            <Button variant="ghost" onClick={onSignOut} disabled={signingOut}>
              Keluar
            </Button>
          )}
        </nav>
        {(items.length > 0 || onSignOut) && <MobileMenu items={items} onSignOut={onSignOut} signingOut={signingOut} />}
      </div>
    </header>
  );
}
