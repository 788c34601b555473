import { useState } from 'react';
import { isJobClosed, type StaffJob } from '@talentra/contract';
import { useClientChoices, useJobChoices } from '../../api/candidates-workspace';
import { useClient } from '../../api/clients';
import { useStaffJob } from '../../api/jobs-staff';
import { Combobox } from '../../components/ui/combobox';

/**
 * The search page's Job and Client filters (issue 15): a recruiter types part of a job's title (or
 * its client's name) or a client's name and picks from the server's first matches, any job, open
 * or closed, out of thousands. The URL holds only the id; a link or a reload names it from that
 * one record (docs/decisions.md 147).
 */

interface FilterProps {
  /** The id from the URL; '' for none. */
  value: string;
  onChange: (value: string) => void;
}

/** 'Title (Client)', and ' · closed' for a closed job. */
export const jobChoiceLabel = (job: Pick<StaffJob, 'job_title' | 'client_name' | 'is_active' | 'status'>) =>
  `${job.job_title}${job.client_name ? ` (${job.client_name})` : ''}${isJobClosed(job) ? ' · closed' : ''}`;

/** Only a whole number is an id worth asking the server about; anything else is named as it stands. */
const recordId = (value: string) => (/^\d{1,15}$/.test(value) ? Number(value) : null);

/** What the box says for the id in the URL: the record's name, or 'Job #12' when it cannot be read (gone, not a number); nothing while it loads. */
function nameFor<T>(value: string, record: { data?: T | undefined; isError: boolean }, name: (record: T) => string, kind: string) {
  if (!value) return undefined;
  if (record.data) return name(record.data);
  return recordId(value) === null || record.isError ? `${kind} #${value}` : undefined;
}

export function JobFilter({ value, onChange }: FilterProps) {
  const [term, setTerm] = useState<string | null>(null);
  const choices = useJobChoices(term);
  const job = useStaffJob(recordId(value));
  return (
    <Combobox
      label="Job"
      placeholder="Any job"
      clearLabel="Clear the job filter"
      value={value}
      valueLabel={nameFor(value, job, jobChoiceLabel, 'Job')}
      onChange={onChange}
      options={(choices.data ?? []).map((j) => ({ value: String(j.job_id), label: jobChoiceLabel(j) }))}
      onSearch={setTerm}
      searching={choices.isFetching}
      failed={choices.isError && !choices.isFetching}
    />
  );
}

export function ClientFilter({ value, onChange }: FilterProps) {
  const [term, setTerm] = useState<string | null>(null);
  const choices = useClientChoices(term);
  const client = useClient(recordId(value));
  return (
    <Combobox
      label="Client"
      placeholder="Any client"
      clearLabel="Clear the client filter"
      value={value}
      valueLabel={nameFor(value, client, (c) => c.company_name, 'Client')}
      onChange={onChange}
      options={(choices.data ?? []).map((c) => ({ value: String(c.id), label: c.company_name }))}
      onSearch={setTerm}
      searching={choices.isFetching}
      failed={choices.isError && !choices.isFetching}
    />
  );
}
