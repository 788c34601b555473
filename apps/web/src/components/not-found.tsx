import { ButtonLink } from './button';

/** The not-found page's content (HTTP 404): an unknown path, or a job that does not exist or was removed. */
export function NotFound({
  title = 'Page not found',
  text = 'The page you are looking for does not exist or has moved.',
  link = { to: '/', label: 'Go to the home page' },
}: {
  title?: string;
  text?: string;
  link?: { to: string; label: string };
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-3 text-ink-700">{text}</p>
      <ButtonLink to={link.to} className="mt-8">
        {link.label}
      </ButtonLink>
    </section>
  );
}
