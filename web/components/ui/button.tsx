import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

type Variant = 'primary' | 'secondary' | 'ghost' | 'accent';
type Size = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';
const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'bg-white text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50',
  ghost: 'text-slate-700 hover:bg-brand-50 hover:text-brand-800',
  /** The call to action on a dark brand background (landing hero and closing section). */
  accent: 'bg-amber-400 text-slate-900 shadow-lg shadow-amber-500/20 hover:bg-amber-300',
};
const sizes: Record<Size, string> = { md: 'px-4 py-2 text-sm', lg: 'px-6 py-3 text-base' };

type StyleProps = { variant?: Variant; size?: Size; className?: string };

export function buttonClass({ variant = 'primary', size = 'md', className = '' }: StyleProps = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim();
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

/** A navigation that looks like a button: still a real link (middle-click, screen readers). */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & StyleProps) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}
