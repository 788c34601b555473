import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  BENEFIT_OPTIONS,
  DIVERSITY_OPTIONS,
  EXPERIENCE_OPTIONS,
  formatPackage,
  HIRING_TYPE_OPTIONS,
  NOTICE_PERIOD_OPTIONS,
  WORK_MODE_OPTIONS,
  WORKING_DAYS_OPTIONS,
} from '@talentra/contract';
import type { ClientOption } from '../../api/clients';
import { Checkbox } from '../../components/checkbox';
import { Select, type SelectOption } from '../../components/select';
import { TextInput } from '../../components/text-input';
import { Textarea } from '../../components/textarea';
import { OTHER, requiredFields, type JobFormMode, type JobFormValues } from './job-form';

const options = (values: readonly (string | number)[]): SelectOption[] => values.map((v) => ({ value: String(v), label: String(v) }));
/** A stored value the option list does not know (older data) stays choosable. */
const withCurrent = (list: SelectOption[], current: string): SelectOption[] =>
  current && !list.some((o) => o.value === current) ? [...list, { value: current, label: current }] : list;

const EXPERIENCE: SelectOption[] = [
  ...EXPERIENCE_OPTIONS.map((n) => ({ value: String(n), label: `${n} ${n === 1 ? 'year' : 'years'}` })),
  { value: OTHER, label: OTHER },
];

interface JobFieldsProps<TOut> {
  form: UseFormReturn<JobFormValues, unknown, TOut>;
  mode: JobFormMode;
  clients: readonly ClientOption[] | undefined;
  clientsLoading?: boolean;
  /** The product's own company name, shown while no client is chosen (create only). */
  defaultClientName?: string;
  /** Id prefix, so two forms on a page never share input ids. */
  idPrefix: string;
}

/**
 * Every field of a job (staff-portal.md §3 "Job", §5, §9 option lists), laid out as a grid.
 * Used by the Client Requirement form and by the job edit form.
 */
export function JobFields<TOut>({ form, mode, clients, clientsLoading, defaultClientName, idPrefix }: JobFieldsProps<TOut>) {
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = form;
  const required = requiredFields(mode);
  const req = (field: keyof JobFormValues) => required.has(field);
  const id = (field: string) => `${idPrefix}-${field}`;
  const [minExperience, maxExperience, diversity, noticePeriod, hiringType, workMode, benefits, packageValue, clientId] = useWatch({
    control,
    name: [
      'min_experience',
      'max_experience',
      'diversity_preference',
      'notice_period',
      'hiring_type',
      'work_mode',
      'benefit',
      'package',
      'client_id',
    ],
  });

  const clientOptions = withCurrent(
    (clients ?? []).map((c) => ({ value: String(c.id), label: c.company_name })),
    clientId,
  );
  const extraBenefits = benefits.filter((b) => !(BENEFIT_OPTIONS as readonly string[]).includes(b));
  const packagePreview = packageValue.trim() && /^\d+$/.test(packageValue.trim()) ? formatPackage(Number(packageValue)) : undefined;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Select
        id={id('client_id')}
        label="Client"
        required={req('client_id')}
        placeholder={clientsLoading ? 'Loading clients...' : 'Select a client'}
        options={clientOptions}
        error={errors.client_id?.message}
        {...register('client_id', {
          onChange: (event: { target: { value: string } }) => {
            const chosen = clients?.find((c) => String(c.id) === event.target.value);
            if (chosen) setValue('client_name', chosen.company_name, { shouldDirty: true });
            else if (defaultClientName !== undefined) setValue('client_name', defaultClientName, { shouldDirty: true });
          },
        })}
      />
      <TextInput
        id={id('client_name')}
        label="Client Name"
        required={req('client_name')}
        error={errors.client_name?.message}
        {...register('client_name')}
      />
      <Checkbox
        id={id('client_confidential')}
        className="sm:col-span-2"
        label="Confidential client: keep the client's name off the public site (the job is posted in our name)"
        {...register('client_confidential')}
      />
      <TextInput id={id('job_title')} label="Job Title" required={req('job_title')} error={errors.job_title?.message} {...register('job_title')} />
      <TextInput
        id={id('type_of_industry')}
        label="Type of Industry"
        required={req('type_of_industry')}
        error={errors.type_of_industry?.message}
        {...register('type_of_industry')}
      />

      <div className="space-y-3">
        <Select
          id={id('min_experience')}
          label="Minimum Experience"
          required={req('min_experience')}
          placeholder="Select"
          options={EXPERIENCE}
          error={errors.min_experience?.message}
          {...register('min_experience')}
        />
        {minExperience === OTHER ? (
          <TextInput
            id={id('min_experience_other')}
            label="Specify minimum experience (years)"
            type="number"
            inputMode="numeric"
            min={0}
            max={50}
            required
            error={errors.min_experience_other?.message}
            {...register('min_experience_other')}
          />
        ) : null}
      </div>
      <div className="space-y-3">
        <Select
          id={id('max_experience')}
          label="Maximum Experience"
          required={req('max_experience')}
          placeholder="Select"
          options={EXPERIENCE}
          error={errors.max_experience?.message}
          {...register('max_experience')}
        />
        {maxExperience === OTHER ? (
          <TextInput
            id={id('max_experience_other')}
            label="Specify maximum experience (years)"
            type="number"
            inputMode="numeric"
            min={0}
            max={50}
            required
            error={errors.max_experience_other?.message}
            {...register('max_experience_other')}
          />
        ) : null}
      </div>

      <TextInput
        id={id('preferred_company')}
        label="Preferred Company"
        required={req('preferred_company')}
        error={errors.preferred_company?.message}
        {...register('preferred_company')}
      />
      <Select
        id={id('notice_period')}
        label="To Be Join By"
        required={req('notice_period')}
        placeholder="Select"
        options={withCurrent(options(NOTICE_PERIOD_OPTIONS), noticePeriod)}
        error={errors.notice_period?.message}
        {...register('notice_period')}
      />

      <fieldset className="sm:col-span-2" aria-describedby={errors.benefit ? id('benefit-error') : undefined}>
        <legend className="text-sm font-medium text-ink-900">
          Benefits
          {req('benefit') ? (
            <span aria-hidden="true" className="text-danger-600">
              {' '}
              *
            </span>
          ) : null}
        </legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {[...BENEFIT_OPTIONS, ...extraBenefits].map((benefit) => (
            <Checkbox key={benefit} id={id(`benefit-${benefit}`)} label={benefit} value={benefit} {...register('benefit')} />
          ))}
        </div>
        {errors.benefit ? (
          <p id={id('benefit-error')} className="mt-1 text-sm font-medium text-danger-600">
            {errors.benefit.message}
          </p>
        ) : null}
      </fieldset>

      <TextInput
        id={id('budget')}
        label="Budget (₹ a year)"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        required={req('budget')}
        error={errors.budget?.message}
        {...register('budget')}
      />
      <TextInput
        id={id('package')}
        label="Package (₹ a year, whole rupees)"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        required={req('package')}
        hint={packagePreview ? `Shown as ${packagePreview}` : 'For example 1200000 is shown as ₹12,00,000 LPA'}
        error={errors.package?.message}
        {...register('package')}
      />
      <TextInput
        id={id('qualification')}
        label="Qualification"
        required={req('qualification')}
        error={errors.qualification?.message}
        {...register('qualification')}
      />
      <TextInput
        id={id('job_location')}
        label="Job Location"
        required={req('job_location')}
        error={errors.job_location?.message}
        {...register('job_location')}
      />
      <TextInput id={id('timings')} label="Timings" placeholder="e.g. 9:30 AM to 6:30 PM" error={errors.timings?.message} {...register('timings')} />
      <TextInput
        id={id('no_of_positions')}
        label="No. of Positions"
        type="number"
        inputMode="numeric"
        min={1}
        max={1000}
        step={1}
        required={req('no_of_positions')}
        error={errors.no_of_positions?.message}
        {...register('no_of_positions')}
      />
      <Select
        id={id('working_days')}
        label="Working Days (per week)"
        required={req('working_days')}
        placeholder="Select"
        options={options(WORKING_DAYS_OPTIONS)}
        error={errors.working_days?.message}
        {...register('working_days')}
      />
      <div className="space-y-3">
        <Select
          id={id('diversity_preference')}
          label="Diversity Preference"
          placeholder="No preference"
          options={options(DIVERSITY_OPTIONS)}
          error={errors.diversity_preference?.message}
          {...register('diversity_preference')}
        />
        {diversity === OTHER ? (
          <TextInput
            id={id('diversity_other')}
            label="Specify diversity preference"
            required
            error={errors.diversity_other?.message}
            {...register('diversity_other')}
          />
        ) : null}
      </div>
      <Select
        id={id('hiring_type')}
        label="Hiring Type"
        required={req('hiring_type')}
        placeholder="Select"
        options={withCurrent(options(HIRING_TYPE_OPTIONS), hiringType)}
        error={errors.hiring_type?.message}
        {...register('hiring_type')}
      />
      <Select
        id={id('work_mode')}
        label="Work Mode"
        required={req('work_mode')}
        placeholder="Select"
        options={withCurrent(options(WORK_MODE_OPTIONS), workMode)}
        error={errors.work_mode?.message}
        {...register('work_mode')}
      />
      <TextInput
        id={id('closing_date')}
        label="Closing Date"
        type="date"
        hint="The last day to apply. Leave empty to keep the job open until it is closed."
        error={errors.closing_date?.message}
        {...register('closing_date')}
      />

      <Textarea
        id={id('skills_required')}
        label="Skills Required"
        className="sm:col-span-2"
        rows={3}
        required={req('skills_required')}
        error={errors.skills_required?.message}
        {...register('skills_required')}
      />
      <Textarea
        id={id('interview_process')}
        label="Interview Process"
        className="sm:col-span-2"
        rows={3}
        error={errors.interview_process?.message}
        {...register('interview_process')}
      />
      <Textarea
        id={id('key_responsibilities')}
        label="Key Responsibilities"
        className="sm:col-span-2"
        rows={4}
        required={req('key_responsibilities')}
        error={errors.key_responsibilities?.message}
        {...register('key_responsibilities')}
      />
      <Textarea
        id={id('job_description')}
        label="Job Description"
        className="sm:col-span-2"
        rows={6}
        required={req('job_description')}
        error={errors.job_description?.message}
        {...register('job_description')}
      />
    </div>
  );
}
