import { buttonClasses } from '../components/button';
import { Link } from '../components/link';

/** Shown when a page fails to load or render, e.g. an old tab asking for a chunk a new release removed. */
export function RouteError({ error }: { error: unknown }) {
  const chunkMissing = error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);
  const message = chunkMissing ? 'A newer version of this site is available.' : 'Something went wrong while showing this page.';
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-900">Sorry, this page could not be shown</h1>
      <p className="mt-3 text-ink-700">{message}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
