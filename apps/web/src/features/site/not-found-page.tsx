import { ButtonLink } from '../../components/button';
import { usePageTitle } from '../../hooks/use-page-title';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">Page not found</h1>
      <p className="mt-3 text-ink-700">The page you are looking for does not exist or has moved.</p>
      <ButtonLink to="/" className="mt-8">
        Go to the home page
      </ButtonLink>
    </section>
  );
}
