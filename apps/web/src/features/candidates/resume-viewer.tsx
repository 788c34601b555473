import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchInlineResume } from '../../api/candidates-workspace';
import { Spinner } from '../../components/spinner';
import { Alert } from '../../components/ui/alert';
import type { PdfDocument } from './pdf-document';

/** Pages drawn at most: a resume is a few pages, and every canvas holds its pixels in memory. */
const MAX_PAGES = 10;
/** The width drawn while none can be measured (a hidden card); the canvas is stretched to the card's anyway. */
const FALLBACK_WIDTH = 600;
/** A resize redraws the pages once it has stopped for this long. */
const RESIZE_DELAY_MS = 200;

const VIEWER_FAILURE = 'The resume could not be shown here. Open it in a new tab or download it instead.';

type Viewer = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; pdf: PdfDocument };

/**
 * A PDF resume drawn in the page with pdf.js, one canvas a page, one under another, as wide as the
 * card. Chromium will not run its own PDF viewer in a sandboxed frame, and an unsandboxed one would
 * let the file's scripts run in the viewer (decision 93). pdf.js is loaded on first use.
 */
export function ResumeViewer({ url }: { url: string }) {
  const [viewer, setViewer] = useState<Viewer>({ state: 'loading' });
  const [regionRef, width] = useWidth();

  useEffect(() => {
    const abort = new AbortController();
    let opened: PdfDocument | undefined;
    (async () => {
      const [{ openPdf }, bytes] = await Promise.all([import('./pdf-document'), fetchInlineResume(url, abort.signal)]);
      opened = await openPdf(bytes);
      if (abort.signal.aborted) opened.destroy();
      else setViewer({ state: 'ready', pdf: opened });
    })().catch(() => {
      if (!abort.signal.aborted) setViewer({ state: 'failed' });
    });
    return () => {
      abort.abort();
      opened?.destroy();
    };
  }, [url]);

  const failed = useCallback(() => setViewer({ state: 'failed' }), []);
  const shown = viewer.state === 'ready' ? Math.min(viewer.pdf.pageCount, MAX_PAGES) : 0;

  return (
    <div ref={regionRef} role="region" aria-label="Resume preview" className="rounded border border-slate-300 bg-slate-100 p-2 sm:p-4">
      {viewer.state === 'loading' ? (
        <Spinner label="Loading resume..." className="justify-center py-10" />
      ) : viewer.state === 'failed' ? (
        <Alert size="md">{VIEWER_FAILURE}</Alert>
      ) : (
        <>
          <ol className="space-y-4">
            {Array.from({ length: shown }, (_, i) => (
              <li key={i}>
                <PageCanvas pdf={viewer.pdf} pageNumber={i + 1} pageCount={viewer.pdf.pageCount} width={width} onFailure={failed} />
              </li>
            ))}
          </ol>
          {viewer.pdf.pageCount > shown ? (
            <p className="mt-4 text-sm text-ink-700">
              Showing the first {shown} of {viewer.pdf.pageCount} pages. Open it in a new tab to read the rest.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

function PageCanvas({
  pdf,
  pageNumber,
  pageCount,
  width,
  onFailure,
}: {
  pdf: PdfDocument;
  pageNumber: number;
  pageCount: number;
  width: number;
  onFailure: () => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvasRef.current) pdf.render(pageNumber, canvasRef.current, width).catch(onFailure);
  }, [pdf, pageNumber, width, onFailure]);
  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={`Page ${pageNumber} of ${pageCount}`}
      width={0}
      height={0}
      className="block h-auto w-full bg-white shadow-sm"
    />
  );
}

/** A callback ref and the element's width in CSS pixels, measured again once a resize has settled. */
function useWidth(): [(element: HTMLElement | null) => (() => void) | undefined, number] {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const measure = () => {
      const style = getComputedStyle(element);
      const inner = element.clientWidth - parseFloat(style.paddingLeft || '0') - parseFloat(style.paddingRight || '0');
      setWidth(inner > 0 ? Math.round(inner) : FALLBACK_WIDTH);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DELAY_MS);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);
  return [ref, width];
}
