import {
  AnnotationMode,
  getDocument,
  GlobalWorkerOptions,
  RenderingCancelledException,
  version,
  type PDFDocumentProxy,
  type RenderTask,
} from 'pdfjs-dist';
// the worker is one of the app's own files (same origin: the page's CSP allows it as a script)
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * The resume viewer's PDF renderer: pdf.js drawing pages on canvases, nothing else. Loaded only when
 * a resume is viewed (the profile imports this module dynamically), so no other page carries pdf.js.
 *
 * What is left out, for safety: the viewer's scripting sandbox (never loaded, so no script in a
 * PDF runs), the annotation and XFA layers (no HTML is made from the file; its links are not
 * clickable), and WebAssembly (the page's CSP has no 'wasm-unsafe-eval'; pure JavaScript decoders
 * stand in). There is no `isEvalSupported: false` to set: current pdf.js (5.x, 6.x) no longer has
 * the option, having dropped the eval-based font rendering it switched off, and evaluates no code
 * from a PDF at all; the page's CSP (script-src 'self', no 'unsafe-eval') would refuse it anyway.
 */
GlobalWorkerOptions.workerSrc = workerSrc;

/** pdf.js's data files, copied into the build by vite.config.ts (pdfjsAssets): fonts, character maps, image decoders. */
const DATA = `/assets/pdfjs-${version}/`;

/** Sharper than the screen's pixel ratio brings nothing visible, and costs memory on every page. */
const MAX_PIXEL_RATIO = 2;

export interface PdfDocument {
  pageCount: number;
  /**
   * Draws a page on the canvas, `cssWidth` CSS pixels wide and as sharp as the screen; resolves when
   * it is drawn. The page is drawn off screen first, so a canvas redrawn at another width keeps its
   * picture until the new one is ready. A later call for the same canvas cancels an earlier one.
   */
  render: (pageNumber: number, canvas: HTMLCanvasElement, cssWidth: number) => Promise<void>;
  destroy: () => void;
}

export async function openPdf(data: ArrayBuffer): Promise<PdfDocument> {
  const loading = getDocument({
    data,
    enableXfa: false,
    useWasm: false,
    standardFontDataUrl: `${DATA}standard_fonts/`,
    cMapUrl: `${DATA}cmaps/`,
    wasmUrl: `${DATA}wasm/`, // the JavaScript decoders there, since useWasm is false
    disableWorkerRendering: true,
  });
  let pdf: PDFDocumentProxy;
  try {
    pdf = await loading.promise;
  } catch (error) {
    void loading.destroy();
    throw error;
  }
  // the draw each canvas waits for: a newer call for the canvas makes an older one stop
  const latest = new WeakMap<HTMLCanvasElement, symbol>();
  const running = new WeakMap<HTMLCanvasElement, RenderTask>();

  return {
    pageCount: pdf.numPages,
    async render(pageNumber, canvas, cssWidth) {
      const draw = Symbol(pageNumber);
      latest.set(canvas, draw);
      running.get(canvas)?.cancel();
      const page = await pdf.getPage(pageNumber);
      if (latest.get(canvas) !== draw) return;
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      const viewport = page.getViewport({ scale: (cssWidth / page.getViewport({ scale: 1 }).width) * ratio });
      const scratch = document.createElement('canvas');
      scratch.width = Math.max(1, Math.floor(viewport.width));
      scratch.height = Math.max(1, Math.floor(viewport.height));
      // the annotations' own pictures (appearance streams) are drawn like the rest of the page
      const task = page.render({ canvas: scratch, viewport, annotationMode: AnnotationMode.ENABLE });
      running.set(canvas, task);
      try {
        await task.promise;
      } catch (error) {
        if (error instanceof RenderingCancelledException) return;
        throw error;
      } finally {
        if (running.get(canvas) === task) running.delete(canvas);
      }
      if (latest.get(canvas) === draw) {
        canvas.width = scratch.width;
        canvas.height = scratch.height;
        canvas.getContext('2d')?.drawImage(scratch, 0, 0);
      }
      scratch.width = scratch.height = 0; // frees its pixels now rather than at the next collection
    },
    destroy() {
      void loading.destroy(); // the document and its worker
    },
  };
}
