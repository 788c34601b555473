import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INTERVIEW_FEEDBACK_NOTES_MAX, INTERVIEW_STAGE_LABELS, InterviewFeedbackSchema, type Interview } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { interviewKeys, recordInterviewFeedback } from '../../api/interviews';
import { FormActions } from '../../components/form-actions';
import { Modal } from '../../components/modal';
import { Select } from '../../components/select';
import { Textarea } from '../../components/textarea';
import { Alert } from '../../components/ui/alert';
import { applyServerErrors } from '../../components/ui/server-errors';
import { formResolver } from '../../lib/form-resolver';

type FormValues = { rating: string; notes: string };
type FormOutput = ReturnType<typeof InterviewFeedbackSchema.parse>;
const resolver = formResolver<FormValues, FormOutput>(InterviewFeedbackSchema);

/** The rating scale as the form offers it. */
export const RATING_LABELS: Record<number, string> = {
  1: '1 – Poor',
  2: '2 – Below expectations',
  3: '3 – Meets expectations',
  4: '4 – Strong',
  5: '5 – Excellent',
};
const RATING_OPTIONS = [5, 4, 3, 2, 1].map((r) => ({ value: String(r), label: RATING_LABELS[r]! }));

/** The interviewer's feedback on one interview (issue 43): a rating 1–5 and notes, recorded once. */
export function InterviewFeedbackDialog({
  interview,
  onClose,
  onRecorded,
}: {
  interview: Interview;
  onClose: () => void;
  onRecorded?: (i: Interview) => void;
}) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, FormOutput>({ resolver, defaultValues: { rating: '', notes: '' } });
  const mutation = useMutation({
    mutationFn: (v: FormOutput) => recordInterviewFeedback(interview.id, v),
    onSuccess: async (saved) => {
      onRecorded?.(saved);
      onClose();
      await queryClient.invalidateQueries({ queryKey: interviewKeys.all });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length > 0) {
        applyServerErrors(error, setError, (field) => field as keyof FormValues);
      } else setFormError(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    },
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Interview feedback"
      description={`${INTERVIEW_STAGE_LABELS[interview.stage]} with ${interview.candidate_name}`}
      size="md"
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={handleSubmit((values) => {
          setFormError(null);
          mutation.mutate(values);
        })}
      >
        {formError ? (
          <Alert size="md" as="p">
            {formError}
          </Alert>
        ) : null}
        <Select
          id="feedback-rating"
          label="Rating"
          required
          placeholder="Choose a rating..."
          options={RATING_OPTIONS}
          error={errors.rating?.message}
          {...register('rating')}
        />
        <Textarea
          id="feedback-notes"
          label="Notes"
          maxLength={INTERVIEW_FEEDBACK_NOTES_MAX}
          hint={`At most ${INTERVIEW_FEEDBACK_NOTES_MAX} characters. Recorded on the candidate's timeline; it cannot be changed later.`}
          error={errors.notes?.message}
          {...register('notes')}
        />
        <FormActions busy={mutation.isPending} label="Record feedback" busyLabel="Saving..." onCancel={onClose} />
      </form>
    </Modal>
  );
}
