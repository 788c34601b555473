import { AlertCircle, CheckCircle2 } from 'lucide-react';

export interface FormResult {
  kind: 'success' | 'error';
  text: string;
}

/** The message after a form was sent. Both regions are always in the page, so screen readers announce the change. */
export function FormStatus({ result }: { result: FormResult | null }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {result?.kind === 'success' ? (
          <p className="flex items-start gap-2 rounded-md border border-green-200 bg-green-50 px-3 py-2 font-medium text-success-700">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {result.text}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {result?.kind === 'error' ? (
          <p className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 font-medium text-danger-600">
            <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {result.text}
          </p>
        ) : null}
      </div>
    </>
  );
}
