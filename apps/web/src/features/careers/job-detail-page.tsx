import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { formatPackage } from '@talentra/contract';
import { usePublicJob, type PublicJob } from '../../api/jobs-public';
import { ButtonLink } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../hooks/use-page-title';
import { jobPostingJsonLd, useJsonLd } from './job-posting-json-ld';
import { experienceRange, localDate, orNA, splitBenefits, splitSkills } from './job-text';
import { applyState, positiveId, readJobDetailState, referState } from './navigation-state';

/** /jobs/:id (public-site.md §2 Job detail): the job from navigation state, otherwise from the server. */
export default function JobDetailPage() {
  const params = useParams();
  const location = useLocation();
  const id = positiveId(params.id);
  const fromState = readJobDetailState(location.state);
  const stateJob = fromState && fromState.job_id === id ? fromState : undefined;
  const query = usePublicJob(id, { enabled: !stateJob });
  const job = stateJob ?? query.data;
  const failed = id === undefined || query.isError;

  usePageTitle(
    job?.job_title ?? 'Job Details',
    job ? `${job.job_title}${job.job_location ? ` in ${job.job_location}` : ''}: apply or refer a friend.` : 'Details of a job opening.',
  );
  useJsonLd(job ? jobPostingJsonLd(job) : undefined);

  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
      <ButtonLink to="/careers" variant="ghost" size="sm" className="-ml-3 mb-4">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Careers
      </ButtonLink>
      {job ? (
        <JobDetail job={job} />
      ) : failed ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">Job Details</h1>
          <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 px-4 py-3 font-medium text-danger-600">
            Job details could not be loaded.
          </p>
        </>
      ) : (
        <>
          <h1 className="sr-only">Job Details</h1>
          <Spinner label="Loading job details..." className="py-10" />
        </>
      )}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-md bg-slate-50 px-4 py-3">
      <dt className="text-sm font-medium text-ink-500">{term}</dt>
      <dd className="mt-0.5 font-semibold break-words text-ink-900">{children}</dd>
    </div>
  );
}

function JobDetail({ job }: { job: PublicJob }) {
  const skills = splitSkills(job.skills_required);
  const benefits = splitBenefits(job.benefit);
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-3xl font-bold tracking-tight break-words text-brand-900">{job.job_title}</h1>
      <dl className="mt-6 grid gap-3 sm:grid-cols-2">
        <Fact term="Company Name">{orNA(job.client_name)}</Fact>
        <Fact term="Location">{orNA(job.job_location)}</Fact>
        <Fact term="Industry">{orNA(job.type_of_industry)}</Fact>
        <Fact term="Hiring Type">{orNA(job.hiring_type)}</Fact>
        <Fact term="Experience Required">{experienceRange(job.min_experience, job.max_experience)}</Fact>
        <Fact term="Number of Positions">{orNA(job.no_of_positions)}</Fact>
        <Fact term="Package">{formatPackage(job.package)}</Fact>
        <Fact term="Posted On">{localDate(job.created_at)}</Fact>
      </dl>

      <h2 className="mt-8 text-xl font-semibold text-brand-900">Skills Required</h2>
      {skills.length ? (
        <ul className="mt-3 list-disc space-y-1 pl-6 text-ink-700">
          {skills.map((skill, i) => (
            <li key={i}>{skill}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-ink-700">N/A</p>
      )}

      {benefits.length ? (
        <>
          <h2 className="mt-8 text-xl font-semibold text-brand-900">Benefits</h2>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-ink-700">
            {benefits.map((benefit, i) => (
              <li key={i}>{benefit}</li>
            ))}
          </ul>
        </>
      ) : null}

      <h2 className="mt-8 text-xl font-semibold text-brand-900">Job Description</h2>
      <p className="mt-3 break-words whitespace-pre-line text-ink-700">{orNA(job.job_description)}</p>

      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/candidateform" state={applyState(job)} size="lg">
          Apply Now
        </ButtonLink>
        <ButtonLink to={`/refer/${job.job_id}`} state={referState(job)} variant="secondary" size="lg">
          Refer a Friend
        </ButtonLink>
      </div>
    </article>
  );
}
