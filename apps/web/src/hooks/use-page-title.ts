import { useEffect } from 'react';
import { company } from '../content/company';

const defaultDescription = typeof document === 'undefined' ? '' : (document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');

/** Sets document.title ('Careers | Talentra Staffing Solutions') and the meta description of a page. */
export function usePageTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${company.name}` : company.name;
    let meta = document.querySelector('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute('name', 'description');
      document.head.append(meta);
    }
    meta.setAttribute('content', description ?? defaultDescription);
  }, [title, description]);
}
