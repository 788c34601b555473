import type { ReactNode } from 'react';
import { PRIVACY_PATH, TERMS_PATH } from '@talentra/contract';

const LINKS: Array<{ words: RegExp; href: string }> = [
  { words: /privacy notice/i, href: PRIVACY_PATH },
  { words: /terms of use/i, href: TERMS_PATH },
];

const linkClass = 'font-semibold text-brand-800 underline hover:text-brand-900';

/**
 * `text` with its mentions of the privacy notice and the terms of use made links to /privacy and
 * /terms (issue 17). They open in a new tab, so what was typed into the form stays where it was.
 */
export function withLegalLinks(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let rest = text;
  for (;;) {
    const hits = LINKS.map((link) => ({ link, match: link.words.exec(rest) })).filter((h) => h.match);
    if (hits.length === 0) break;
    const first = hits.reduce((a, b) => (a.match!.index <= b.match!.index ? a : b));
    const { index } = first.match!;
    const words = first.match![0];
    parts.push(rest.slice(0, index));
    parts.push(
      <a key={parts.length} href={first.link.href} target="_blank" rel="noopener" className={linkClass}>
        {words}
      </a>,
    );
    rest = rest.slice(index + words.length);
  }
  parts.push(rest);
  return <>{parts}</>;
}

/** The line under a public form: what happens to the details sent, with the links. */
export function FormPrivacyNote({ children }: { children: string }) {
  return <p className="text-sm text-ink-700">{withLegalLinks(children)}</p>;
}
