import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import type { ReactNode } from 'react';

/** A share preview's size (Open Graph's large image, Twitter's summary_large_image): 1.91:1. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** What a card says: a job's title and where (or the site's name and line), under the agency's mark. */
export interface ShareCard {
  heading: string;
  line: string;
  /** The site's address without its scheme, in the card's foot. */
  site: string;
}

// the agency's mark (apps/web/public/favicon.svg), in the card's colours
const MARK = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#fff"/><path d="M9 9h14v4h-5v11h-4V13H9z" fill="#1e3a8a"/></svg>',
).toString('base64')}`;
const HEADING_MAX = 90;
const LINE_MAX = 60;
const PAD = 72;

let fonts: Font[] | undefined;
/** Inter from its npm package (woff: satori reads no woff2), read once; nothing is fetched. */
function loadFonts(): Font[] {
  const require = createRequire(import.meta.url);
  const read = (weight: 400 | 700) => fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  return (fonts ??= [
    { name: 'Inter', data: read(400), weight: 400, style: 'normal' },
    { name: 'Inter', data: read(700), weight: 700, style: 'normal' },
  ]);
}

const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

type Style = Record<string, string | number>;
/** An element as satori reads it (React's shape, without React). */
const el = (type: string, props: { style?: Style; src?: string; width?: number; height?: number }, ...children: unknown[]) =>
  ({ type, key: null, props: { ...props, children: children.length === 1 ? children[0] : children } }) as unknown as ReactNode;

/** The card as a PNG of SHARE_IMAGE_WIDTH × SHARE_IMAGE_HEIGHT: satori lays it out as SVG, resvg draws it. */
export async function renderShareCard(card: ShareCard): Promise<Buffer> {
  const tree = el(
    'div',
    {
      style: {
        // satori's boxes are content boxes: the padding goes around these
        width: SHARE_IMAGE_WIDTH - 2 * PAD,
        height: SHARE_IMAGE_HEIGHT - 2 * PAD,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: PAD,
        background: '#1e3a8a',
        color: '#ffffff',
        fontFamily: 'Inter',
      },
    },
    el(
      'div',
      { style: { display: 'flex', alignItems: 'center', fontSize: 36, fontWeight: 700 } },
      el('img', { src: MARK, width: 72, height: 72, style: { marginRight: 24 } }),
      'Talentra Staffing Solutions',
    ),
    el(
      'div',
      { style: { display: 'flex', flexDirection: 'column', width: SHARE_IMAGE_WIDTH - 2 * PAD } },
      el('div', { style: { display: 'block', fontSize: 60, fontWeight: 700, lineHeight: 1.15, lineClamp: 3 } }, clip(card.heading, HEADING_MAX)),
      el('div', { style: { display: 'flex', marginTop: 24, fontSize: 36, color: '#dbeafe' } }, clip(card.line, LINE_MAX)),
    ),
    el('div', { style: { display: 'flex', fontSize: 28, color: '#bfdbfe' } }, clip(card.site, LINE_MAX)),
  );
  const svg = await satori(tree, { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}
