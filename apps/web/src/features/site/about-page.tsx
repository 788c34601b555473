import { Link } from '../../components/link';
import { ABOUT_PARAGRAPHS, HIRING_PROCESS } from '../../content/about';
import { company } from '../../content/company';
import { usePageTitle } from '../../hooks/use-page-title';
import { useTeam, type TeamMember } from '../../api/team-public';
import { CountUp } from './count-up';
import { PageHeader, SectionHeading } from './page-header';
import { profilePath } from './profile-page';

/**
 * /about: about text, the five-step hiring process and Meet Our Team (public-site.md §2 "About and
 * profiles"). The team is Admin's (issue 41): the server renders the page with it; no members, no section.
 */
export default function AboutPage() {
  usePageTitle('About Us', `Who we are, how we hire in five steps, and the team that leads ${company.name}.`);
  const team = useTeam();
  return (
    <>
      <PageHeader eyebrow="About Us" title={`About ${company.name}`} intro={company.tagline} />

      <section aria-labelledby="about-who" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <SectionHeading id="about-who" title="Who We Are" />
            {ABOUT_PARAGRAPHS.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg text-ink-700">
                {paragraph}
              </p>
            ))}
            <dl className="mt-8 flex flex-wrap gap-8">
              <div className="flex flex-col">
                <dt className="text-sm font-medium text-ink-700">Companies served</dt>
                <dd className="order-first text-4xl font-extrabold text-brand-800">
                  <CountUp value={company.figures.companiesServed} />
                </dd>
              </div>
              <div className="flex flex-col">
                <dt className="text-sm font-medium text-ink-700">Success rate</dt>
                <dd className="order-first text-4xl font-extrabold text-brand-800">
                  <CountUp value={company.figures.successRatePercent} suffix="%" />
                </dd>
              </div>
            </dl>
          </div>
          <img src="/images/about-team.svg" width={480} height={360} alt="" className="mx-auto h-auto w-full max-w-md" />
        </div>
      </section>

      <section aria-labelledby="about-process" className="bg-white py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="about-process" title="Our Hiring Process" intro="Five steps from your first call to your new colleague’s first day." />
          <ol className="mt-10 grid gap-6 md:grid-cols-5">
            {HIRING_PROCESS.map((step, index) => (
              <li key={step.title} className="relative rounded-xl border border-slate-200 bg-slate-50 p-5">
                <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold text-brand-900">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm text-ink-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {team.data && team.data.length > 0 ? <MeetOurTeam team={team.data} /> : null}
    </>
  );
}

/** Every member in display order: photo, name (to the profile page) and title; below the fold, so the photos load lazily. */
function MeetOurTeam({ team }: { team: readonly TeamMember[] }) {
  return (
    <section aria-labelledby="about-team" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading id="about-team" title="Meet Our Team" intro={`The people behind ${company.name}.`} />
      <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {team.map((member, index) => {
          const path = profilePath(index + 1);
          return (
            <li key={member.id} className="group relative overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md">
              {member.photo_url ? (
                <img
                  src={member.photo_url}
                  width={320}
                  height={320}
                  alt={member.name}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square h-auto w-full bg-slate-100 object-cover"
                />
              ) : null}
              <div className="p-5">
                <h3 className="text-lg font-semibold text-brand-900">
                  {path ? (
                    <Link to={path} className="rounded after:absolute after:inset-0 after:content-[''] group-hover:underline">
                      {member.name}
                    </Link>
                  ) : (
                    member.name
                  )}
                </h3>
                <p className="mt-1 text-ink-700">{member.title}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
