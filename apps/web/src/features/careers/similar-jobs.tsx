import type { SimilarJob } from '../../lib/page-data';

/**
 * Up to 4 other open jobs of the same industry or location (issue 46, decision 272), rendered by the
 * server with the job page. Plain links: each opens its job page with a full load, rendered there.
 */
export function SimilarJobs({ jobs }: { jobs: SimilarJob[] | undefined }) {
  if (!jobs?.length) return null;
  return (
    <section aria-labelledby="similar-jobs" className="mt-10 border-t border-slate-200 pt-6">
      <h2 id="similar-jobs" className="text-xl font-semibold text-ink-900">
        Similar jobs
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {jobs.map((job) => (
          <li key={job.job_id} className="rounded-lg border border-slate-200 bg-white p-4">
            <a href={`/jobs/${job.job_id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {job.job_title}
            </a>
            <p className="mt-1 text-sm text-ink-700">{[job.job_location, job.type_of_industry, job.work_mode].filter(Boolean).join(' · ')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
