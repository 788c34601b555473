import { COMPANY_NAME } from '@talentra/contract';
import { escapeHtml } from '../../mail/templates.js';

/**
 * The small pages of the alert mails' links (issue 46): whole HTML, no script, readable at 390 px,
 * styled inline (the site's CSP allows inline styles), with a way back to the careers page.
 */
export function alertPage(p: { title: string; text: string; form?: { action: string; button: string; oneClick?: boolean } }): string {
  const form = p.form
    ? `<form method="post" action="${escapeHtml(p.form.action)}">${
        p.form.oneClick ? '<input type="hidden" name="List-Unsubscribe" value="One-Click">' : ''
      }<button type="submit">${escapeHtml(p.form.button)}</button></form>`
    : '';
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(p.title)} | ${escapeHtml(COMPANY_NAME)}</title>`,
    '<style>',
    'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Arial,sans-serif;line-height:1.5;color:#0f172a;background:#f8fafc}',
    'header{background:#0b2a4a;color:#fff;padding:1rem 1.25rem;font-weight:700}',
    'header a{color:#fff;text-decoration:none}',
    'main{max-width:36rem;margin:2rem auto;padding:0 1.25rem}',
    'h1{font-size:1.6rem;margin:0 0 .75rem;color:#0b2a4a}',
    'button{font:inherit;font-weight:600;color:#fff;background:#0b5cad;border:0;border-radius:.375rem;padding:.75rem 1.25rem;min-height:44px;cursor:pointer}',
    'button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}',
    'main a{color:#0b5cad}',
    '</style></head><body>',
    `<header><a href="/">${escapeHtml(COMPANY_NAME)}</a></header>`,
    `<main><h1>${escapeHtml(p.title)}</h1><p>${escapeHtml(p.text)}</p>${form}`,
    '<p><a href="/careers">See our current job openings</a></p></main>',
    '</body></html>',
  ].join('');
}
