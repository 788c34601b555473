import { useEffect } from 'react';
import { company } from '../content/company';

const defaultDescription = typeof document === 'undefined' ? '' : (document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');

const fullTitle = (title: string) => (title ? `${title} | ${company.name}` : company.name);

/**
 * What the page rendered last asked for, written only while pre-rendering (there is no document):
 * app/prerender.tsx puts it in the page's HTML head, so the title and description are right before
 * any JavaScript runs.
 */
export const prerenderedHead: { title?: string; description?: string } = {};

/** Sets document.title ('Careers | Talentra Staffing Solutions') and the meta description of a page. */
export function usePageTitle(title: string, description?: string) {
  if (typeof document === 'undefined') {
    prerenderedHead.title = fullTitle(title);
    prerenderedHead.description = description;
  }
  useEffect(() => {
    document.title = fullTitle(title);
    let meta = document.querySelector('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute('name', 'description');
      document.head.append(meta);
    }
    meta.setAttribute('content', description ?? defaultDescription);
  }, [title, description]);
}
