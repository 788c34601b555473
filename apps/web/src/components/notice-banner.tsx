import { CheckCircle2, XCircle } from 'lucide-react';
import { Alert } from './ui/alert';

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
  return (
    <Alert tone={notice.tone} size="md" icon={success ? CheckCircle2 : XCircle} className={className ? `text-sm ${className}` : 'text-sm'}>
      <div>
        <p className="font-semibold">{notice.title}</p>
        {notice.lines && notice.lines.length > 0 ? (
          <ul className="mt-1 list-disc space-y-0.5 pl-5 font-normal text-ink-900">
            {notice.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </Alert>
  );
}
