import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks/use-page-title';
import { cn } from '../lib/cn';

interface PagePlaceholderProps {
  title: string;
  description?: string;
  /** Staff pages sit inside the dashboard frame and need less padding. */
  variant?: 'public' | 'dashboard';
  children?: ReactNode;
}

/**
 * Stand-in for a page another developer will build: the page's heading and title, nothing else.
 * Replace the whole page file when the real page is written.
 */
export function PagePlaceholder({ title, description, variant = 'public', children }: PagePlaceholderProps) {
  usePageTitle(title, description);
  return (
    <section className={cn(variant === 'public' ? 'mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8' : 'space-y-4')}>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{title}</h1>
      {description ? <p className="mt-3 max-w-3xl text-lg text-ink-700">{description}</p> : null}
      {children}
    </section>
  );
}
