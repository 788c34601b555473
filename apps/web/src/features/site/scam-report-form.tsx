import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { reportScam } from '../../api/scams';
import { ScriptSubmitButton } from '../../components/script-submit-button';
import { Checkbox } from '../../components/checkbox';
import { withLegalLinks } from '../../components/legal-links';
import { Textarea } from '../../components/textarea';
import { TextInput } from '../../components/text-input';
import { SCAM_FORM } from '../../content/scams';
import { FileField } from '../../components/file-field';
import { FormStatus, type FormResult } from './form-status';
import { useRevealErrors } from '../../hooks/use-reveal-errors';
import { lazyResolver } from '../../lib/lazy-resolver';

// zod and the contract's rules come with the form's first use, not with the page (issue 41)
const rules = lazyResolver(() => import('./scam-report-schema').then((m) => m.scamReportResolver));
const preloadRules = () => void rules.preload().catch(() => undefined);
import { PROOF_ACCEPT } from './scam-proof';
import type { ScamReportFormSchema } from './scam-report-schema';
import { SCAM_REPORT_MESSAGES } from './site-messages';
import { applyServerErrors } from '../../components/ui/server-errors';

const SERVER_FIELDS = ['first_name', 'last_name', 'email', 'phone_number', 'issue_description', 'proof_file'] as const;
const EMPTY = { first_name: '', last_name: '', email: '', phone_number: '', issue_description: '', agree_privacy: false, agree_terms: false };

type FormInput = z.input<typeof ScamReportFormSchema>;
type FormOutput = z.output<typeof ScamReportFormSchema>;

/** 'Report a job scam' (staff-portal.md §2, §5, §8): multipart POST /report-scam with an optional proof file. */
export function ScamReportForm({ headingId }: { headingId: string }) {
  const [result, setResult] = useState<FormResult | null>(null);
  // after a failed submit: the first invalid field, else the message, focused and in view (issue 41)
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLElement>(null);
  const revealErrors = useRevealErrors(formRef, errorRef);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: rules.resolver,
    shouldFocusError: false,
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ proof_file, agree_privacy: _privacy, agree_terms: _terms, ...fields }) => {
    setResult(null);
    try {
      const answer = await reportScam({ ...fields, proof_file: proof_file?.[0] ?? null });
      reset(); // without values: also clears the file picker
      setResult({ kind: 'success', text: answer.message || SCAM_REPORT_MESSAGES.success });
    } catch (error) {
      applyServerErrors(error, setError, SERVER_FIELDS);
      setResult({ kind: 'error', text: SCAM_REPORT_MESSAGES.failure });
      revealErrors();
    }
  }, revealErrors);

  const agreeError = errors.agree_privacy?.message ?? errors.agree_terms?.message;
  const agreeErrorId = 'scam-agree-error';

  return (
    // method="post": never a GET with the fields in the address (ScriptSubmitButton)
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} onFocus={preloadRules} aria-labelledby={headingId} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput label="First Name" required autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
        <TextInput label="Last Name" required autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput label="Email" type="email" required autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <TextInput
          label="Phone Number"
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
          error={errors.phone_number?.message}
          {...register('phone_number')}
        />
      </div>
      <Textarea
        label="Describe the Issue"
        rows={5}
        required
        hint="Who contacted you, how, what they offered and what they asked for."
        error={errors.issue_description?.message}
        {...register('issue_description')}
      />
      <FileField
        label="Proof (optional)"
        accept={PROOF_ACCEPT}
        hint="A screenshot, e-mail or document: PDF, PNG, JPG or WEBP, at most 2 MB."
        error={errors.proof_file?.message}
        {...register('proof_file')}
      />
      <fieldset className="space-y-3">
        <legend className="sr-only">Agreements</legend>
        <Checkbox
          label={withLegalLinks(SCAM_FORM.privacyLabel)}
          aria-invalid={errors.agree_privacy ? true : undefined}
          aria-describedby={agreeError ? agreeErrorId : undefined}
          {...register('agree_privacy')}
        />
        <Checkbox
          label={withLegalLinks(SCAM_FORM.termsLabel)}
          aria-invalid={errors.agree_terms ? true : undefined}
          aria-describedby={agreeError ? agreeErrorId : undefined}
          {...register('agree_terms')}
        />
        {agreeError ? (
          <p id={agreeErrorId} className="text-sm font-medium text-danger-600">
            {agreeError}
          </p>
        ) : null}
      </fieldset>
      <FormStatus result={result} errorRef={errorRef} />
      <ScriptSubmitButton size="lg" busy={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? SCAM_REPORT_MESSAGES.submitting : 'Submit Report'}
      </ScriptSubmitButton>
    </form>
  );
}
