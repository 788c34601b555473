import { CalendarPlus, Download, Mail, Phone } from 'lucide-react';
import { interviewStageOf } from '@talentra/contract';
import type { StaffCandidate } from '../../api/hiring';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { cn } from '../../lib/cn';
import { orNotSpecified } from '../../lib/format';
import { STANDING_BUTTON, candidateStanding, summaryLabel, type CandidateStanding } from './hiring-rules';

const STANDING_STYLE: Record<Exclude<CandidateStanding, 'applied'>, string> = {
  'in-process': 'border-amber-400 bg-amber-50 text-amber-900',
  selected: 'border-green-700 bg-green-700 text-white',
  rejected: 'border-red-700 bg-red-700 text-white',
};

/** One candidate in "Candidates Applied" (staff-portal.md §2 "Hrteam candidate status"). */
export function CandidateCard({
  candidate,
  jobClosed,
  selecting,
  onSelect,
  onOpenTracker,
  onScheduleInterview,
}: {
  candidate: StaffCandidate;
  jobClosed: boolean;
  selecting: boolean;
  onSelect: () => void;
  onOpenTracker: () => void;
  /** Offered at the HR or client interview stage (issue 15). */
  onScheduleInterview?: () => void;
}) {
  const standing = candidateStanding(candidate);
  const headingId = `candidate-${candidate.id}-name`;
  const canUpdate = standing === 'in-process' && !jobClosed;
  const details: [string, string | number | null | undefined][] = [
    ['Applied to Job ID', candidate.job_id],
    ['Experience (years)', candidate.years_experience],
    ['Current Company', candidate.current_company],
    ['Current CTC', candidate.current_ctc],
    ['Expected CTC', candidate.expected_ctc],
    ['Notice Period', candidate.notice_period],
    ['Location', candidate.current_location],
  ];

  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold break-words text-ink-900">
            <Link to={`/candidates/${candidate.id}`} className="text-brand-800 underline underline-offset-2">
              {candidate.candidate_name}
            </Link>
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm break-all text-ink-700">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {candidate.email}
          </p>
          <p className="flex items-center gap-1.5 text-sm text-ink-700">
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {orNotSpecified(candidate.mobile_number)}
          </p>
        </div>
        {standing === 'applied' ? (
          <Button size="sm" onClick={onSelect} disabled={jobClosed || selecting}>
            {selecting ? 'Selecting...' : 'Select'}
            <span className="sr-only"> {candidate.candidate_name}</span>
          </Button>
        ) : (
          <button type="button" disabled className={cn('rounded-md border px-3 py-1.5 text-sm font-semibold', STANDING_STYLE[standing])}>
            {STANDING_BUTTON[standing]}
          </button>
        )}
      </div>

      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {details.map(([label, value]) => (
          <div key={label} className="flex gap-1.5">
            <dt className="text-ink-500">{label}:</dt>
            <dd className="min-w-0 break-words text-ink-900">{orNotSpecified(value)}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p className="text-sm text-ink-700">
          Status: <span className="font-semibold text-ink-900">{candidate.status || 'Applied'}</span>
          {candidate.process_stages ? <> · {summaryLabel(candidate.process_stages)}</> : null}
        </p>
        <div className="flex flex-wrap gap-2">
          {candidate.resume ? (
            <a
              href={candidate.resume}
              download
              className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              <Download aria-hidden="true" className="size-4" />
              Resume<span className="sr-only"> of {candidate.candidate_name}</span>
            </a>
          ) : null}
          <Button size="sm" variant={canUpdate ? 'primary' : 'secondary'} onClick={onOpenTracker}>
            {canUpdate ? 'Update Process' : 'View Details'}
            <span className="sr-only"> for {candidate.candidate_name}</span>
          </Button>
          {onScheduleInterview && !jobClosed && interviewStageOf(candidate.process_stages) ? (
            <Button size="sm" variant="secondary" onClick={onScheduleInterview}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              Schedule interview<span className="sr-only"> for {candidate.candidate_name}</span>
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
