import { formatPackage } from '@talentra/contract';
import type { StaffJob } from '../../api/hiring';
import { formatMediumDate } from '../../lib/dates';

const present = (v: string | number | null | undefined): v is string | number => v !== null && v !== undefined && String(v).trim() !== '';

/** Left panel 'Job Details': only the fields the job has (staff-portal.md §2 "Hrteam candidate status"). */
export function JobDetailsPanel({ job, jobCount }: { job: StaffJob; jobCount: number }) {
  const experience = present(job.min_experience) && present(job.max_experience) ? `${job.min_experience} - ${job.max_experience} years` : null;
  const short: [string, string | null | undefined][] = [
    ['Client', job.client_name],
    ['Location', job.job_location],
    ['Experience', experience],
    ['Package', present(job.package) ? formatPackage(job.package) : null],
    ['Employment Type', job.hiring_type],
    ['Work Mode', job.work_mode],
    ['To Be Join By', job.notice_period],
    ['Posted On', job.created_at ? formatMediumDate(job.created_at) : null],
  ];
  const long: [string, string | null | undefined][] = [
    ['Job Description', job.job_description],
    ['Requirements', job.qualification],
    ['Skills Required', job.skills_required],
    ['Key Responsibilities', job.key_responsibilities],
  ];

  return (
    <section aria-labelledby="job-details-title" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="job-details-title" className="text-xl font-semibold text-brand-900">
        Job Details
      </h2>
      {jobCount > 1 ? <p className="mt-1 text-sm text-ink-700">{jobCount} job postings share this position.</p> : null}
      <dl className="mt-4 space-y-3 text-sm">
        {short
          .filter(([, v]) => present(v))
          .map(([label, value]) => (
            <div key={label}>
              <dt className="font-medium text-ink-500">{label}</dt>
              <dd className="break-words text-ink-900">{value}</dd>
            </div>
          ))}
        {long
          .filter(([, v]) => present(v))
          .map(([label, value]) => (
            <div key={label}>
              <dt className="font-medium text-ink-500">{label}</dt>
              <dd className="break-words whitespace-pre-line text-ink-900">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
