import { useEffect, useRef, useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Button } from '../../components/button';
import { Alert } from '../../components/ui/alert';
import { company } from '../../content/company';
import type { JobFormValues } from './job-form';

/** Legal endings a job text leaves out when it names the client ("Acme" for "Acme Tools Pvt. Ltd."). */
const LEGAL_SUFFIX = /[\s,]+(private|pvt\.?|limited|ltd\.?|llp|inc\.?|corp\.?|corporation|co\.?|company|plc|gmbh)$/i;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The fields of a job's public text that may not name a confidential client, in the warning's words. */
const CHECKED = [
  { field: 'job_description', says: 'The description names' },
  { field: 'key_responsibilities', says: 'The key responsibilities name' },
  { field: 'job_title', says: 'The title names' },
] as const satisfies ReadonlyArray<{ field: keyof JobFormValues; says: string }>;

interface ClientNamed {
  field: (typeof CHECKED)[number]['field'];
  message: string;
}

/**
 * A confidential job's text that names its client (issue 41): the client's name, or the name without
 * its legal ending, as a whole word in any letter case. null when the job is not confidential, has
 * no client but the agency, or names nobody.
 */
export function clientNamedInConfidentialJob(values: JobFormValues): ClientNamed | null {
  const client = values.client_name.trim();
  if (!values.client_confidential || !client || client.toLowerCase() === company.name.toLowerCase()) return null;
  let core = client;
  while (LEGAL_SUFFIX.test(core)) core = core.replace(LEGAL_SUFFIX, '').trim();
  const names = [...new Set([client, core.length >= 3 ? core : client])].map(escapeRegExp).join('|');
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])(${names})(?=$|[^\\p{L}\\p{N}])`, 'iu');
  const hit = CHECKED.find(({ field }) => pattern.test(values[field]));
  return hit ? { field: hit.field, message: `${hit.says} the client ${client}; this job is confidential.` } : null;
}

/**
 * The check before a job is saved: `mayProceed()` is false (and the warning shows) when a
 * confidential job names its client, unless the user chose Save Anyway for this save.
 */
export function useConfidentialCheck(getValues: () => JobFormValues) {
  const [named, setNamed] = useState<ClientNamed | null>(null);
  const allowed = useRef(false);
  return {
    named,
    mayProceed(): boolean {
      const found = allowed.current ? null : clientNamedInConfidentialJob(getValues());
      allowed.current = false;
      setNamed(found);
      return found === null;
    },
    allowOnce() {
      allowed.current = true;
    },
    dismiss: () => setNamed(null),
  };
}

/** The warning, focused when it appears: save anyway, or go to the text that names the client. */
export function ConfidentialWarning({
  named,
  onSaveAnyway,
  onEdit,
}: {
  named: ClientNamed | null;
  onSaveAnyway: () => void;
  onEdit: (field: ClientNamed['field']) => void;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (named) ref.current?.focus();
  }, [named]);
  if (!named) return null;
  return (
    <Alert ref={ref} tabIndex={-1} tone="warning" role="alert" size="md" as="div" icon={AlertTriangle}>
      <div className="space-y-3">
        <p>{named.message}</p>
        <div className="flex flex-wrap gap-3">
          <Button size="sm" variant="secondary" onClick={() => onEdit(named.field)}>
            Edit Text
          </Button>
          <Button size="sm" onClick={onSaveAnyway}>
            Save Anyway
          </Button>
        </div>
      </div>
    </Alert>
  );
}
