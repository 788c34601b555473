import './site.css';
import type { ReactNode } from 'react';

/** The dark band at the top of an inner page: the page's one h1 and a short introduction. */
export function PageHeader({ title, intro, eyebrow, children }: { title: string; intro?: ReactNode; eyebrow?: string; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div aria-hidden="true" className="site-pattern absolute inset-0 opacity-60" />
      <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        {eyebrow ? <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {intro ? <div className="mt-4 max-w-3xl text-lg text-brand-100">{intro}</div> : null}
        {children}
      </div>
    </section>
  );
}

/** A section heading with an optional line under it. */
export function SectionHeading({ id, title, intro, align = 'left' }: { id?: string; title: string; intro?: ReactNode; align?: 'left' | 'center' }) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 text-lg text-ink-700">{intro}</p> : null}
    </div>
  );
}
