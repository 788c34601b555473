import type { ReactNode } from 'react';
import { useLocation, useParams } from '../../lib/location';
import { ArrowLeft } from 'lucide-react';
import { formatPackage, isRemote, publicHiringName } from '@talentra/contract';
import { usePublicJobPage, type PublicJob } from '../../api/public-job';
import { ButtonLink } from '../../components/button';
import { NotFound } from '../../components/not-found';
import { Spinner } from '../../components/spinner';
import { company } from '../../content/company';
import { usePageTitle } from '../../hooks/use-page-title';
import { formatCalendarDate, formatDate } from '../../lib/dates';
import { pageData } from '../../lib/page-data';
import { jobPostingJsonLd, useJsonLd } from './job-posting-json-ld';
import { experienceRange, orNA, splitBenefits, splitSkills } from './job-text';
import { applyState, positiveId, readJobDetailState, referState } from './navigation-state';
import { Alert } from '../../components/ui/alert';
import { ShareLinks } from './share-links';
import { SimilarJobs } from './similar-jobs';

/** The company a job page names: the client, or for a confidential client nobody (decision 69). */
const CONFIDENTIAL_CLIENT = 'Confidential client';

/** The job page's title and description; the server sends the same in the page's head (rendered from here). */
export function jobHead(job: PublicJob | undefined, closed = false): { title: string; description: string } {
  if (!job) return { title: 'Job Details', description: 'Details of a job opening.' };
  const place = job.work_mode?.trim().toLowerCase() === 'remote' ? 'Remote' : job.job_location?.trim();
  const who = publicHiringName(job, company.name);
  const summary = (job.job_description ?? '').replace(/\s+/g, ' ').trim();
  const lead = `${job.job_title} at ${who}${place ? `, ${place}` : ''}.`;
  const rest = closed ? ' This job is no longer accepting applications.' : summary ? ` ${summary}` : ' Apply or refer a friend.';
  const description = `${lead}${rest}`;
  return { title: job.job_title, description: description.length > 160 ? `${description.slice(0, 157).trimEnd()}...` : description };
}

/** /jobs/:id (public-site.md §2 Job detail): the job the server sent, else from navigation state, else fetched. */
export default function JobDetailPage() {
  const params = useParams();
  const location = useLocation();
  const id = positiveId(params.id);
  const rendered = pageData().job;
  const sent = rendered && rendered.id === id ? rendered : undefined;
  const fromState = readJobDetailState(location.state);
  const stateJob = fromState && fromState.job_id === id ? fromState : undefined;
  const query = usePublicJobPage(id, { enabled: !stateJob && !sent });
  const job = sent ? sent.job : (stateJob ?? query.data);
  const closed = sent?.state === 'closed' || sent?.state === 'expired';
  const failed = id === undefined || query.isError;

  const head = sent && !sent.job ? { title: sent.state === 'removed' ? 'Job removed' : 'Job not found', description: '' } : jobHead(job, closed);
  usePageTitle(head.title, head.description || undefined);
  useJsonLd(id, job && !closed ? jobPostingJsonLd(job) : undefined);

  if (sent?.state === 'removed')
    return (
      <NotFound
        title="This job has been removed"
        text="This opening is no longer available. Have a look at our current openings."
        link={{ to: '/careers', label: 'See current openings' }}
      />
    );
  if (sent?.state === 'unknown')
    return (
      <NotFound title="Job not found" text="There is no job opening at this address." link={{ to: '/careers', label: 'See current openings' }} />
    );

  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
      <ButtonLink to="/careers" variant="ghost" size="sm" className="-ml-3 mb-4">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Careers
      </ButtonLink>
      {job ? (
        <>
          <JobDetail job={job} closed={closed} />
          {closed ? null : <SimilarJobs jobs={sent?.similar} />}
        </>
      ) : failed ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">Job Details</h1>
          <Alert size="md" as="p" className="mt-6">
            Job details could not be loaded.
          </Alert>
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

/** The work mode as the JobPosting has it: a remote job is open to applicants living in India. */
const workModeText = (workMode: string | null | undefined) => (isRemote(workMode) ? 'Remote (applicants in India)' : orNA(workMode));

/** A text section of the job (line breaks kept), left out when blank. */
function TextSection({ title, text }: { title: string; text: string | null | undefined }) {
  if (!text?.trim()) return null;
  return (
    <>
      <h2 className="mt-8 text-xl font-semibold text-brand-900">{title}</h2>
      <p className="mt-3 break-words whitespace-pre-line text-ink-700">{text.trim()}</p>
    </>
  );
}

/** Apply and refer, or for a closed job the way back to the openings. */
function JobActions({ job, closed, className }: { job: PublicJob; closed: boolean; className: string }) {
  if (closed)
    return (
      <div className={className}>
        <ButtonLink to="/careers" size="lg">
          See current openings
        </ButtonLink>
      </div>
    );
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <ButtonLink to="/candidateform" state={applyState(job)} size="lg">
        Apply Now
      </ButtonLink>
      <ButtonLink to={`/refer/${job.job_id}`} state={referState(job)} variant="secondary" size="lg">
        Refer a Friend
      </ButtonLink>
    </div>
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

/**
 * The job: everything its JobPosting tells search engines is on the page (issue 41); Apply Now right
 * under the title, within a phone's first screen, and again after the text.
 */
function JobDetail({ job, closed }: { job: PublicJob; closed: boolean }) {
  const skills = splitSkills(job.skills_required);
  const benefits = splitBenefits(job.benefit);
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight break-words text-brand-900 sm:text-3xl">{job.job_title}</h1>
      {closed ? (
        <Alert tone="warning" size="md" as="p" className="mt-4">
          This job is closed and no longer accepting applications.
        </Alert>
      ) : null}
      <JobActions job={job} closed={closed} className="mt-5" />
      <dl className="mt-6 grid grid-cols-2 gap-3">
        <Fact term="Company Name">{job.client_confidential ? CONFIDENTIAL_CLIENT : orNA(job.client_name)}</Fact>
        <Fact term="Location">{orNA(job.job_location)}</Fact>
        <Fact term="Work Mode">{workModeText(job.work_mode)}</Fact>
        <Fact term="Industry">{orNA(job.type_of_industry)}</Fact>
        <Fact term="Hiring Type">{orNA(job.hiring_type)}</Fact>
        <Fact term="Experience Required">{experienceRange(job.min_experience, job.max_experience)}</Fact>
        <Fact term="Number of Positions">{orNA(job.no_of_positions)}</Fact>
        <Fact term="Package">{formatPackage(job.package)}</Fact>
        <Fact term="Posted On">{formatDate(job.created_at)}</Fact>
        {job.closing_date ? <Fact term="Apply By">{formatCalendarDate(job.closing_date)}</Fact> : null}
      </dl>

      <h2 className="mt-8 text-xl font-semibold text-brand-900">Job Description</h2>
      <p className="mt-3 break-words whitespace-pre-line text-ink-700">{orNA(job.job_description)}</p>

      <TextSection title="Key Responsibilities" text={job.key_responsibilities} />

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

      <TextSection title="Qualification" text={job.qualification} />

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

      {closed ? null : <JobActions job={job} closed={false} className="mt-8" />}
      {closed ? null : <ShareLinks jobId={job.job_id} title={job.job_title} />}
    </article>
  );
}
