import { Alert } from '../../components/ui/alert';

/** A public form's answer after it mailed a link (my applications, a job alert): the message and where to look. */
export function MailSent({ text, className }: { text: string; className: string }) {
  return (
    <div className={className}>
      <Alert tone="success" as="p">
        {text}
      </Alert>
      <p className="text-sm text-ink-700">Check your spam folder if it does not arrive in a few minutes.</p>
    </div>
  );
}
