import { Link } from '../../components/link';
import { PRIVACY_PATH, TERMS_PATH } from '@talentra/contract';
import { usePageTitle } from '../../hooks/use-page-title';
import type { LegalDocument } from '../../content/legal';
import { PageHeader } from './page-header';

/** A legal text (privacy notice, terms of use) in numbered sections, with a link to the other one. */
export function LegalPage({ document: doc, other }: { document: LegalDocument; other: 'privacy' | 'terms' }) {
  usePageTitle(doc.title, doc.description);
  return (
    <>
      <PageHeader title={doc.title} intro={`Last updated ${doc.updated}`} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
        <p className="text-lg text-ink-700">{doc.intro}</p>
        {doc.sections.map((section, i) => (
          <section key={section.heading} aria-labelledby={`legal-${i}`} className="mt-10">
            <h2 id={`legal-${i}`} className="text-2xl font-bold tracking-tight text-brand-900">
              {i + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((text) => (
              <p key={text} className="mt-3 text-ink-700">
                {text}
              </p>
            ))}
            {section.list ? (
              <ul className="mt-3 list-disc space-y-2 pl-6 text-ink-700">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <p className="mt-12 border-t border-slate-200 pt-6 text-ink-700">
          See also our{' '}
          <Link to={other === 'privacy' ? PRIVACY_PATH : TERMS_PATH} className="font-semibold text-brand-800 underline">
            {other === 'privacy' ? 'Privacy Notice' : 'Terms of Use'}
          </Link>
          .
        </p>
      </div>
    </>
  );
}
