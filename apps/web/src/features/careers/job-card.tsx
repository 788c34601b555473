import type { ReactNode } from 'react';
import { Briefcase, CalendarDays, Factory, Home, IndianRupee, MapPin, TrendingUp, Users, Wrench } from 'lucide-react';
import { formatPackage } from '@talentra/contract';
import type { PublicJob } from '../../api/public-job';
import { ButtonLink } from '../../components/button';
import { applyState, jobDetailState, referState } from './navigation-state';
import { experienceRange, orNA } from './job-text';
import { postedAgo } from './posted-ago';

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="flex shrink-0 items-center gap-1.5 font-medium text-ink-900">
        {icon}
        {term}:
      </dt>
      <dd className="min-w-0 break-words text-ink-700">{children}</dd>
    </div>
  );
}

const iconClass = 'size-4 text-brand-700';

/**
 * One opening on /careers: title, when it was posted, Location, Work mode, Experience, Salary (when the
 * job publishes it), Industry, Positions, Skills, a 3-line description, three actions (issue 46).
 */
export function JobCard({ job }: { job: PublicJob }) {
  const titleId = `job-${job.job_id}-title`;
  const about = <span className="sr-only"> about {job.job_title}</span>;
  return (
    <article aria-labelledby={titleId} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="flex items-start gap-2 text-lg font-semibold text-brand-900">
        <Briefcase aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
        <span className="break-words">{job.job_title}</span>
      </h2>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-700">
        <CalendarDays aria-hidden="true" className={iconClass} />
        Posted{' '}
        <time dateTime={job.created_at} title={job.created_at.slice(0, 10)} suppressHydrationWarning>
          {postedAgo(job.created_at).toLowerCase()}
        </time>
      </p>
      <dl className="mt-3 space-y-1.5 text-sm">
        <Detail icon={<MapPin aria-hidden="true" className={iconClass} />} term="Location">
          {orNA(job.job_location)}
        </Detail>
        <Detail icon={<Home aria-hidden="true" className={iconClass} />} term="Work mode">
          {orNA(job.work_mode)}
        </Detail>
        <Detail icon={<TrendingUp aria-hidden="true" className={iconClass} />} term="Experience">
          {experienceRange(job.min_experience, job.max_experience)}
        </Detail>
        {job.package !== null && job.package > 0 ? (
          <Detail icon={<IndianRupee aria-hidden="true" className={iconClass} />} term="Salary">
            {formatPackage(job.package)}
          </Detail>
        ) : null}
        <Detail icon={<Factory aria-hidden="true" className={iconClass} />} term="Industry">
          {orNA(job.type_of_industry)}
        </Detail>
        <Detail icon={<Users aria-hidden="true" className={iconClass} />} term="Positions">
          {orNA(job.no_of_positions)}
        </Detail>
        <Detail icon={<Wrench aria-hidden="true" className={iconClass} />} term="Skills">
          {orNA(job.skills_required)}
        </Detail>
      </dl>
      {job.job_description ? <p className="mt-3 line-clamp-3 text-sm text-ink-700">{job.job_description}</p> : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <ButtonLink to={`/jobs/${job.job_id}`} state={jobDetailState(job)} variant="secondary" size="sm">
          READ MORE{about}
        </ButtonLink>
        <ButtonLink to="/candidateform" state={applyState(job)} size="sm">
          APPLY NOW{about}
        </ButtonLink>
        <ButtonLink to={`/refer/${job.job_id}`} state={referState(job)} variant="accent" size="sm">
          REFER TO A FRIEND<span className="sr-only"> for {job.job_title}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
