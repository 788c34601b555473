import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { Link, type LinkProps } from './link';

type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'danger';
type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  accent: 'bg-accent-400 text-ink-900 hover:bg-accent-300',
  ghost: 'text-brand-800 hover:bg-brand-50',
  danger: 'bg-danger-600 text-white hover:bg-red-800',
};
const SIZES: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2 text-sm',
  lg: 'px-6 py-3 text-base',
};

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function buttonClasses({ variant = 'primary', size = 'md' }: StyleProps = {}, className?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-semibold tracking-wide transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export function Button({ variant, size, className, type = 'button', ...props }: ComponentProps<'button'> & StyleProps) {
  return <button type={type} className={buttonClasses({ variant, size }, className)} {...props} />;
}

/** A link that looks like a button (e.g. EMPLOYEE LOGIN, Contact Us): the router's in the routed app (components/link.tsx). */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & StyleProps) {
  return <Link className={buttonClasses({ variant, size }, className)} {...props} />;
}
