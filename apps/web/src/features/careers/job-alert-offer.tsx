import { lazy, Suspense, useState } from 'react';
import type { CareersSearch } from '../../api/careers-list';
import { Button } from '../../components/button';

/** The form loads on the first click, in its own chunk: /careers' first load does not grow (issue 46, decision 290). */
const JobAlertForm = lazy(() => import('./job-alert-form'));

/** "Tell me about jobs like these" (issue 46): under any careers search, and in its no-match state; the search becomes the alert's. */
export function JobAlertOffer({ search, className }: { search: CareersSearch; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={className}>
      {open ? (
        <Suspense fallback={<p role="status">Loading the form...</p>}>
          <JobAlertForm search={search} onClose={() => setOpen(false)} />
        </Suspense>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Tell me about jobs like these
        </Button>
      )}
    </div>
  );
}
