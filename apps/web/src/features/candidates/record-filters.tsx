import { useState } from 'react';
import { FILTER_CHOICES, isJobClosed, type StaffJob } from '@talentra/contract';
import { useClient, useClients } from '../../api/clients';
import { useStaffJob, useStaffJobs } from '../../api/jobs-staff';
import { Combobox } from '../../components/ui/combobox';

/**
 * The search page's Job and Client filters (issue 15): a recruiter types part of a job's title (or
 * its client's name) or a client's name and picks from the server's first matches, any job, open
 * or closed, out of thousands. The URL holds only the id; a link or a reload names it from that
 * one record (decision 147).
 */

interface FilterProps {
  /** The id from the URL; '' for none. */
  value: string;
  onChange: (value: string) => void;
}

/** 'Title (Client)', and ' · closed' for a closed job. */
const jobChoiceLabel = (job: Pick<StaffJob, 'job_title' | 'client_name' | 'is_active' | 'status'>) =>
  `${job.job_title}${job.client_name ? ` (${job.client_name})` : ''}${isJobClosed(job) ? ' · closed' : ''}`;

/** Only a whole number is an id worth asking the server about; anything else is named as it stands. */
const recordId = (value: string) => (/^\d{1,15}$/.test(value) ? Number(value) : null);

interface RecordFilterProps<T> extends FilterProps {
  label: string;
  placeholder: string;
  clearLabel: string;
  /** The server's first matches of the last term given to `onSearch`. */
  matches: { data?: readonly T[] | undefined; isFetching: boolean; isError: boolean };
  onSearch: (term: string) => void;
  /** The one record the URL names. */
  named: { data?: T | undefined; isError: boolean };
  idOf: (record: T) => number;
  nameOf: (record: T) => string;
}

/** A filter on one record: the server's matches as you type, the URL's id named from its record, 'Job #12' when it cannot be read. */
function RecordFilter<T>({ value, onChange, label, placeholder, clearLabel, matches, onSearch, named, idOf, nameOf }: RecordFilterProps<T>) {
  const valueLabel = !value
    ? undefined
    : named.data
      ? nameOf(named.data)
      : recordId(value) === null || named.isError
        ? `${label} #${value}`
        : undefined; // still loading
  return (
    <Combobox
      label={label}
      placeholder={placeholder}
      clearLabel={clearLabel}
      value={value}
      valueLabel={valueLabel}
      onChange={onChange}
      options={(matches.data ?? []).map((r) => ({ value: String(idOf(r)), label: nameOf(r) }))}
      onSearch={onSearch}
      searching={matches.isFetching}
      failed={matches.isError && !matches.isFetching}
    />
  );
}

/** The list's first page for a term; nothing is asked until the list is first opened (term null). */
const firstPage = (term: string | null) => ({ page: 1, per_page: FILTER_CHOICES, q: term ?? undefined });

/** The search's Job filter; with other words, a job picker of the same kind (bulk "Add to another job"). */
export function JobFilter({
  label = 'Job',
  placeholder = 'Any job',
  clearLabel = 'Clear the job filter',
  ...props
}: FilterProps & Partial<Pick<RecordFilterProps<StaffJob>, 'label' | 'placeholder' | 'clearLabel'>>) {
  const [term, setTerm] = useState<string | null>(null);
  const jobs = useStaffJobs(firstPage(term), { enabled: term !== null });
  const named = useStaffJob(recordId(props.value));
  return (
    <RecordFilter
      {...props}
      label={label}
      placeholder={placeholder}
      clearLabel={clearLabel}
      matches={{ ...jobs, data: jobs.data?.jobs }}
      onSearch={setTerm}
      named={named}
      idOf={(job) => job.job_id}
      nameOf={jobChoiceLabel}
    />
  );
}

export function ClientFilter(props: FilterProps) {
  const [term, setTerm] = useState<string | null>(null);
  const clients = useClients(firstPage(term), { enabled: term !== null });
  const named = useClient(recordId(props.value));
  return (
    <RecordFilter
      {...props}
      label="Client"
      placeholder="Any client"
      clearLabel="Clear the client filter"
      matches={{ ...clients, data: clients.data?.clients }}
      onSearch={setTerm}
      named={named}
      idOf={(client) => client.id}
      nameOf={(client) => client.company_name}
    />
  );
}
