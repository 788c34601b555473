import { CheckCircle2, XCircle } from 'lucide-react';
import { cn } from '../lib/cn';

/** A result to show: a title and optional lines (success or error). */
export interface Notice {
  tone: 'success' | 'error';
  title: string;
  lines?: string[];
}

/**
 * A result message: success is a polite status, a failure an alert. Texts are rendered as text,
 * never as HTML (server messages may echo what someone typed).
 */
export function NoticeBanner({ notice, className }: { notice: Notice | null; className?: string }) {
  if (!notice) return null;
  const success = notice.tone === 'success';
  const Icon = success ? CheckCircle2 : XCircle;
  return (
    <div
      role={success ? 'status' : 'alert'}
      className={cn(
        'flex gap-3 rounded-md border px-4 py-3 text-sm',
        success ? 'border-green-200 bg-green-50 text-success-700' : 'border-red-200 bg-red-50 text-danger-600',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{notice.title}</p>
        {notice.lines && notice.lines.length > 0 ? (
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-ink-900">
            {notice.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
