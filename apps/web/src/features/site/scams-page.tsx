import { AlertTriangle, BadgeIndianRupee, ShieldCheck } from 'lucide-react';
import { company } from '../../content/company';
import { SAFETY_TIPS, SCAM_FORM, SCAM_HERO, WARNING_SIGNS, WHAT_IS_A_SCAM } from '../../content/scams';
import { usePageTitle } from '../../hooks/use-page-title';
import { PageHeader, SectionHeading } from './page-header';
import { ScamReportForm } from './scam-report-form';

/**
 * /Scams (staff-portal.md §2 "Scam page"; the once-per-session disclaimer leading here is in the public frame): the no-fee hero, safety
 * advice, what a job scam is, the report form and the ten warning signs.
 */
export default function ScamsPage() {
  usePageTitle('Beware of Job Scams', `${company.name} never charges candidates a fee. Learn the warning signs and report a job scam.`);
  return (
    <>
      <PageHeader eyebrow="Job scam awareness" title={SCAM_HERO.title}>
        <p className="mt-6 flex max-w-3xl items-start gap-3 rounded-xl bg-accent-400 p-4 text-lg font-semibold text-ink-900">
          <BadgeIndianRupee aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          {SCAM_HERO.noFee}
        </p>
        <p className="mt-4 max-w-3xl text-lg text-brand-100">{SCAM_HERO.text}</p>
      </PageHeader>

      <section aria-labelledby="scam-safety" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="scam-safety" title={SAFETY_TIPS.title} intro={SAFETY_TIPS.intro} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {SAFETY_TIPS.tips.map((tip) => (
            <li key={tip.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <ShieldCheck aria-hidden="true" className="size-8 text-success-700" />
              <h3 className="mt-3 text-lg font-semibold text-brand-900">{tip.title}</h3>
              <p className="mt-2 text-ink-700">{tip.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="scam-what" className="bg-white py-16">
        <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="scam-what" title={WHAT_IS_A_SCAM.title} />
          {WHAT_IS_A_SCAM.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-ink-700">
              {paragraph}
            </p>
          ))}
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8">
        <section aria-labelledby="scam-report" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="scam-report" className="text-2xl font-bold text-brand-900">
            {SCAM_FORM.title}
          </h2>
          <p className="mt-2 text-ink-700">{SCAM_FORM.intro}</p>
          <div className="mt-6">
            <ScamReportForm headingId="scam-report" />
          </div>
        </section>

        <section aria-labelledby="scam-signs">
          <h2 id="scam-signs" className="text-2xl font-bold text-brand-900">
            {WARNING_SIGNS.title}
          </h2>
          <ol className="mt-6 space-y-3">
            {WARNING_SIGNS.signs.map((sign) => (
              <li key={sign} className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-ink-900">
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
                {sign}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
