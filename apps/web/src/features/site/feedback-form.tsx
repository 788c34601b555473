import { useRef, useState } from 'react';
import type { FeedbackInput } from '@talentra/contract';
import { submitFeedback } from '../../api/feedback';
import { ScriptSubmitButton } from '../../components/script-submit-button';
import { Textarea } from '../../components/textarea';
import { TextInput } from '../../components/text-input';
import { FormStatus, type FormResult } from './form-status';
import { lazyModule } from '../../lib/lazy-module';
import { useNativeForm } from '../../lib/native-form';

// zod and the contract's rules come with the form's first use, not with the page (issue 41)
const rules = lazyModule(() => import('./feedback-rules').then((m) => m.feedbackRules));
import { FEEDBACK_MESSAGES } from './site-messages';
import { FormPrivacyNote } from '../../components/legal-links';
import { applyServerErrors, isNetworkFailure, serverMessageOr } from '../../components/ui/server-errors';

const FIELDS = ['first_name', 'last_name', 'email', 'phone_number', 'message'] as const;

/**
 * The Feedback form of /contact (public-site.md §2, §4, §5, §8): five required fields checked with
 * the contract's FeedbackSchema; 'Submitting...' while sending; the answer's message after.
 */
export function FeedbackForm({ headingId }: { headingId: string }) {
  const [result, setResult] = useState<FormResult | null>(null);
  // after a failed submit: the first invalid field, else the message, focused and in view (issue 41)
  const errorRef = useRef<HTMLElement>(null);
  const { formProps, errors, setError, reset, revealErrors, isSubmitting } = useNativeForm<FeedbackInput, (typeof FIELDS)[number]>({
    rules,
    messageRef: errorRef,
    onSubmit: async (values) => {
      setResult(null);
      try {
        const answer = await submitFeedback(values);
        reset();
        setResult({ kind: 'success', text: answer.message || FEEDBACK_MESSAGES.success });
      } catch (error) {
        revealErrors();
        if (isNetworkFailure(error)) {
          setResult({ kind: 'error', text: FEEDBACK_MESSAGES.network });
          return;
        }
        applyServerErrors(error, setError, FIELDS);
        setResult({ kind: 'error', text: serverMessageOr(error, FEEDBACK_MESSAGES.failure) });
      }
    },
  });

  const errorOf = (field: (typeof FIELDS)[number]) => errors[field];

  return (
    // method="post": never a GET with the fields in the address (ScriptSubmitButton)
    <form {...formProps} method="post" aria-labelledby={headingId} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput label="First Name" required autoComplete="given-name" error={errorOf('first_name')} name="first_name" />
        <TextInput label="Last Name" required autoComplete="family-name" error={errorOf('last_name')} name="last_name" />
      </div>
      <TextInput label="Email" type="email" required autoComplete="email" inputMode="email" error={errorOf('email')} name="email" />
      <TextInput label="Phone Number" type="tel" required autoComplete="tel" inputMode="tel" error={errorOf('phone_number')} name="phone_number" />
      <Textarea label="Message" rows={4} required error={errorOf('message')} name="message" />
      <FormStatus result={result} errorRef={errorRef} />
      <FormPrivacyNote>
        We use these details only to answer your message, as our privacy notice explains. By sending it you accept our terms of use.
      </FormPrivacyNote>
      <ScriptSubmitButton size="lg" busy={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? FEEDBACK_MESSAGES.submitting : 'Submit'}
      </ScriptSubmitButton>
    </form>
  );
}
