import { useState } from 'react';
import { useLocation } from '../../lib/location';
import { PRIVACY_MSG } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { removeReferral } from '../../api/personal-data';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { usePageTitle } from '../../hooks/use-page-title';
import { Alert } from '../../components/ui/alert';

const TOKEN = /^[a-f0-9]{64}$/;
const FAILED = 'Your details could not be removed just now. Please try again.';

/**
 * /referral-removal#token (issue 18): the link of the mail a referred friend gets. Opening it
 * removes nothing (mail scanners open links); the friend confirms with the button. The token
 * travels in the fragment, so it reaches no server log; the button posts it.
 */
export default function ReferralRemovalPage() {
  usePageTitle('Remove my details', 'Remove the details a friend gave us when they referred you.');
  const token = useLocation().hash.replace(/^#/, '');
  const [state, setState] = useState<{ kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; message: string }>(
    TOKEN.test(token) ? { kind: 'idle' } : { kind: 'error', message: PRIVACY_MSG.removalInvalid },
  );

  async function remove() {
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'done', message: (await removeReferral(token)) ?? PRIVACY_MSG.removalDone });
    } catch (error) {
      setState({ kind: 'error', message: error instanceof ApiError && error.status === 404 ? PRIVACY_MSG.removalInvalid : FAILED });
    }
  }

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">Remove my details</h1>
        {state.kind === 'done' ? (
          <Alert tone="success" as="p" className="mt-6">
            {state.message}
          </Alert>
        ) : state.kind === 'error' ? (
          <Alert as="p" className="mt-6">
            {state.message}
          </Alert>
        ) : (
          <div className="mt-6 space-y-5 text-ink-700">
            <p>
              A friend referred you to us for a job and gave us your name, phone number and e-mail address. If you do not want us to keep them, remove
              them here: we delete the referral at once, and nobody will contact you about it.
            </p>
            <Button size="lg" onClick={() => void remove()} disabled={state.kind === 'busy'}>
              {state.kind === 'busy' ? 'Removing...' : 'Remove my details'}
            </Button>
          </div>
        )}
        <p className="mt-6 text-sm text-ink-700">
          How we handle personal data:{' '}
          <Link to="/privacy" className="font-semibold text-brand-800 underline">
            our privacy notice
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
