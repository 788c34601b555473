import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FeedbackSchema } from '@talentra/contract';
import type { z } from 'zod';
import { submitFeedback } from '../../api/feedback';
import { ScriptSubmitButton } from '../../components/script-submit-button';
import { Textarea } from '../../components/textarea';
import { TextInput } from '../../components/text-input';
import { FormStatus, type FormResult } from './form-status';
import { useRevealErrors } from '../../hooks/use-reveal-errors';
import { lazyResolver } from '../../lib/lazy-resolver';

// zod and the contract's rules come with the form's first use, not with the page (issue 41)
const rules = lazyResolver(() => import('./feedback-rules').then((m) => m.feedbackResolver));
const preloadRules = () => void rules.preload().catch(() => undefined);
import { FEEDBACK_MESSAGES } from './site-messages';
import { FormPrivacyNote } from '../../components/legal-links';
import { applyServerErrors, isNetworkFailure, serverMessageOr } from '../../components/ui/server-errors';

const FIELDS = ['first_name', 'last_name', 'email', 'phone_number', 'message'] as const;
const EMPTY = { first_name: '', last_name: '', email: '', phone_number: '', message: '' };

/**
 * The Feedback form of /contact (public-site.md §2, §4, §5, §8): five required fields checked with
 * the contract's FeedbackSchema; 'Submitting...' while sending; the answer's message after.
 */
export function FeedbackForm({ headingId }: { headingId: string }) {
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
  } = useForm<z.input<typeof FeedbackSchema>, unknown, z.output<typeof FeedbackSchema>>({
    resolver: rules.resolver,
    shouldFocusError: false,
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const answer = await submitFeedback(values);
      reset(EMPTY);
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
  }, revealErrors);

  const errorOf = (field: (typeof FIELDS)[number]) => errors[field]?.message;

  return (
    // method="post": never a GET with the fields in the address (ScriptSubmitButton)
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} onFocus={preloadRules} aria-labelledby={headingId} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput label="First Name" required autoComplete="given-name" error={errorOf('first_name')} {...register('first_name')} />
        <TextInput label="Last Name" required autoComplete="family-name" error={errorOf('last_name')} {...register('last_name')} />
      </div>
      <TextInput label="Email" type="email" required autoComplete="email" inputMode="email" error={errorOf('email')} {...register('email')} />
      <TextInput
        label="Phone Number"
        type="tel"
        required
        autoComplete="tel"
        inputMode="tel"
        error={errorOf('phone_number')}
        {...register('phone_number')}
      />
      <Textarea label="Message" rows={4} required error={errorOf('message')} {...register('message')} />
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
