import { useLocation } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '../../components/button';
import { company } from '../../content/company';
import { teamMember } from '../../content/team';
import { usePageTitle } from '../../hooks/use-page-title';
import NotFoundPage from './not-found-page';

/** /profile1 to /profile8 share this page; the number comes from the path. */
export function profileNumber(pathname: string): number | null {
  const match = /\/profile([1-8])\/?$/i.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** A team profile: name heading, photo and short bio (public-site.md §2 "About and profiles"). */
export default function ProfilePage() {
  const member = teamMember(profileNumber(useLocation().pathname) ?? 0);
  if (!member) return <NotFoundPage />;
  return <Profile member={member} />;
}

function Profile({ member }: { member: NonNullable<ReturnType<typeof teamMember>> }) {
  usePageTitle(member.name, `${member.name}, ${member.title} at ${company.name}.`);
  return (
    <article className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <ButtonLink to="/about" variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to About Us
      </ButtonLink>
      <div className="mt-6 grid gap-10 md:grid-cols-[1fr_2fr] md:items-start">
        <img
          src={member.image}
          width={320}
          height={320}
          alt={`Portrait of ${member.name}`}
          className="mx-auto aspect-square h-auto w-full max-w-xs rounded-2xl shadow-md"
        />
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{member.name}</h1>
          <p className="mt-2 text-lg font-semibold text-brand-700">{member.title}</p>
          {member.bio.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-ink-700">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </article>
  );
}
