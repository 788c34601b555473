import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { useAddSuggested, useSuggestedCandidates } from '../../api/resumes';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { ResumeSnippet } from '../../components/resume-snippet';
import { Spinner } from '../../components/spinner';
import { Alert } from '../../components/ui/alert';

/**
 * A job's suggested candidates (issue 45): the people whose résumés best match its title and skills,
 * not yet in its pipeline, each with the words matched; "Add to this job" makes a new application
 * (staff source, on the timeline). Admin and Hrteam, on an open job.
 */
export function SuggestedCandidates({ jobId }: { jobId: number }) {
  const suggestions = useSuggestedCandidates(jobId, true);
  const add = useAddSuggested(jobId);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  return (
    <section aria-labelledby="suggested-title" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <div>
        <h2 id="suggested-title" className="text-xl font-semibold text-brand-900">
          Suggested candidates
        </h2>
        <p className="text-sm text-ink-700">People whose résumés best match this job’s title and skills, not yet in its pipeline.</p>
      </div>
      {notice ? (
        <p role="status" className={notice.ok ? 'text-sm font-medium text-green-800' : 'text-sm font-medium text-red-800'}>
          {notice.text}
        </p>
      ) : null}
      {suggestions.isPending ? (
        <Spinner label="Loading suggestions..." />
      ) : suggestions.isError ? (
        <Alert>{suggestions.error.message}</Alert>
      ) : suggestions.data.length === 0 ? (
        <p className="text-ink-700">No résumé matches this job yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {suggestions.data.map((s) => (
            <li key={s.person_id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 flex-1">
                <Link to={`/candidates/${s.candidate_id}`} className="font-semibold text-brand-800 underline">
                  {s.candidate_name}
                </Link>
                <span className="text-ink-700"> · {s.current_location}</span>
                {s.matched_words.length ? <p className="text-sm text-ink-900">Matched: {s.matched_words.join(', ')}</p> : null}
                <ResumeSnippet snippet={s.snippet} />
              </div>
              <Button
                size="sm"
                variant="secondary"
                disabled={add.isPending}
                aria-label={`Add ${s.candidate_name} to this job`}
                onClick={() =>
                  add.mutate(s.candidate_id, {
                    onSuccess: () => setNotice({ ok: true, text: `${s.candidate_name} was added to this job.` }),
                    onError: (err) => setNotice({ ok: false, text: err.message }),
                  })
                }
              >
                <UserPlus aria-hidden="true" className="size-4" />
                Add to this job
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
