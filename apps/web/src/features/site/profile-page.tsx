import { useLocation } from '../../lib/location';
import { ArrowLeft } from 'lucide-react';
import { bioParagraphs } from '@talentra/contract';
import { useTeam, type TeamMember } from '../../api/team-public';
import { ButtonLink } from '../../components/button';
import { PageSpinner } from '../../components/spinner';
import { Alert } from '../../components/ui/alert';
import { company } from '../../content/company';
import { usePageTitle } from '../../hooks/use-page-title';
import NotFoundPage from './not-found-page';

/** The profile paths of public-site.md: /profile1 to /profile8. */
export const PROFILE_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** /profile1 to /profile8 share this page; the number comes from the path. */
export function profileNumber(pathname: string): number | null {
  const match = /\/profile([1-8])\/?$/i.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** The profile page of the n-th member in display order (1-based), or null past the eighth (docs/decisions/). */
export const profilePath = (n: number): string | null => ((PROFILE_NUMBERS as readonly number[]).includes(n) ? `/profile${n}` : null);

/** A team profile: name heading, photo and short bio (public-site.md §2 "About and profiles"; the team is Admin's, issue 41). */
export default function ProfilePage() {
  const n = profileNumber(useLocation().pathname) ?? 0;
  const team = useTeam();
  if (team.data) {
    const member = team.data[n - 1];
    return member ? <Profile member={member} /> : <NotFoundPage />;
  }
  return <ProfileLoading failed={team.isError} />;
}

function ProfileLoading({ failed }: { failed: boolean }) {
  usePageTitle('Our Team');
  return (
    <article className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <BackToAbout />
      <h1 className="sr-only">Our Team</h1>
      {failed ? (
        <Alert size="md" as="p" className="mt-6">
          This profile could not be loaded.
        </Alert>
      ) : (
        <PageSpinner />
      )}
    </article>
  );
}

function BackToAbout() {
  return (
    <ButtonLink to="/about" variant="ghost" size="sm" className="-ml-3">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to About Us
    </ButtonLink>
  );
}

function Profile({ member }: { member: TeamMember }) {
  usePageTitle(member.name, `${member.name}, ${member.title} at ${company.name}.`);
  return (
    <article className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <BackToAbout />
      <div className="mt-6 grid gap-10 md:grid-cols-[1fr_2fr] md:items-start">
        {member.photo_url ? (
          <img
            src={member.photo_url}
            width={320}
            height={320}
            alt={member.name}
            className="mx-auto aspect-square h-auto w-full max-w-xs rounded-2xl bg-slate-100 object-cover shadow-md"
          />
        ) : null}
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{member.name}</h1>
          <p className="mt-2 text-lg font-semibold text-brand-700">{member.title}</p>
          {bioParagraphs(member.bio).map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-ink-700">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </article>
  );
}
