import { jobPostingProblems } from '@talentra/contract';

/**
 * The JobPosting JSON-LD of a page as the server sent it (plain HTTP, no JavaScript), checked against
 * Google's required and recommended fields (contract jobPostingProblems). undefined when the page has none.
 */
export function jobPostingOf(html: string): Record<string, unknown> | undefined {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  if (scripts.length === 0) return undefined;
  if (scripts.length > 1) throw new Error('more than one JSON-LD script');
  return JSON.parse(scripts[0]![1]!) as Record<string, unknown>;
}

/** Throws with the missing fields unless the page holds a complete JobPosting. */
export function validJobPosting(html: string): Record<string, unknown> {
  const ld = jobPostingOf(html);
  if (!ld) throw new Error('no JobPosting JSON-LD in the page');
  const problems = jobPostingProblems(ld);
  if (problems.length) throw new Error(`JobPosting lacks: ${problems.join(', ')}`);
  return ld;
}

/** The content of <meta property|name="key">, unescaped. */
export function metaContent(html: string, key: string): string | undefined {
  const m = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return m?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
