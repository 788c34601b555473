import { useRef, useState } from 'react';
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
import { lazyModule } from '../../lib/lazy-module';
import { useNativeForm } from '../../lib/native-form';

// zod and the contract's rules come with the form's first use, not with the page (issue 41)
const rules = lazyModule(() => import('./scam-report-schema').then((m) => m.scamReportRules));
import { PROOF_ACCEPT } from './scam-proof';
import type { ScamReportFormSchema } from './scam-report-schema';
import { SCAM_REPORT_MESSAGES } from './site-messages';
import { applyServerErrors } from '../../components/ui/server-errors';

type FormField = keyof FormOutput;

const SERVER_FIELDS = ['first_name', 'last_name', 'email', 'phone_number', 'issue_description', 'proof_file'] as const;

type FormOutput = z.output<typeof ScamReportFormSchema>;

/** 'Report a job scam' (staff-portal.md §2, §5, §8): multipart POST /report-scam with an optional proof file. */
export function ScamReportForm({ headingId }: { headingId: string }) {
  const [result, setResult] = useState<FormResult | null>(null);
  // after a failed submit: the first invalid field, else the message, focused and in view (issue 41)
  const errorRef = useRef<HTMLElement>(null);
  const { formProps, errors, setError, reset, revealErrors, isSubmitting } = useNativeForm<FormOutput, FormField>({
    rules,
    messageRef: errorRef,
    onSubmit: async ({ proof_file, agree_privacy: _privacy, agree_terms: _terms, ...fields }) => {
      setResult(null);
      try {
        const answer = await reportScam({ ...fields, proof_file: proof_file?.[0] ?? null });
        reset(); // also clears the file picker
        setResult({ kind: 'success', text: answer.message || SCAM_REPORT_MESSAGES.success });
      } catch (error) {
        applyServerErrors(error, setError, SERVER_FIELDS);
        setResult({ kind: 'error', text: SCAM_REPORT_MESSAGES.failure });
        revealErrors();
      }
    },
  });

  const agreeError = errors.agree_privacy ?? errors.agree_terms;
  const agreeErrorId = 'scam-agree-error';

  return (
    // method="post": never a GET with the fields in the address (ScriptSubmitButton)
    <form {...formProps} method="post" aria-labelledby={headingId} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput label="First Name" required autoComplete="given-name" error={errors.first_name} name="first_name" />
        <TextInput label="Last Name" required autoComplete="family-name" error={errors.last_name} name="last_name" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput label="Email" type="email" required autoComplete="email" inputMode="email" error={errors.email} name="email" />
        <TextInput label="Phone Number" type="tel" required autoComplete="tel" inputMode="tel" error={errors.phone_number} name="phone_number" />
      </div>
      <Textarea
        label="Describe the Issue"
        rows={5}
        required
        hint="Who contacted you, how, what they offered and what they asked for."
        error={errors.issue_description}
        name="issue_description"
      />
      <FileField
        label="Proof (optional)"
        accept={PROOF_ACCEPT}
        hint="A screenshot, e-mail or document: PDF, PNG, JPG or WEBP, at most 2 MB."
        error={errors.proof_file}
        name="proof_file"
      />
      <fieldset className="space-y-3">
        <legend className="sr-only">Agreements</legend>
        <Checkbox
          label={withLegalLinks(SCAM_FORM.privacyLabel)}
          aria-invalid={errors.agree_privacy ? true : undefined}
          aria-describedby={agreeError ? agreeErrorId : undefined}
          name="agree_privacy"
        />
        <Checkbox
          label={withLegalLinks(SCAM_FORM.termsLabel)}
          aria-invalid={errors.agree_terms ? true : undefined}
          aria-describedby={agreeError ? agreeErrorId : undefined}
          name="agree_terms"
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
