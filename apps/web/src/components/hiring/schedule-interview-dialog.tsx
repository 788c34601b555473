import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '../../lib/form-resolver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, Download } from 'lucide-react';
import {
  INTERVIEW_DURATION_DEFAULT,
  INTERVIEW_DURATION_MAX,
  INTERVIEW_DURATION_MIN,
  INTERVIEW_STAGE_LABELS,
  InterviewFormSchema,
  type Interview,
  type InterviewFormInput,
  type InterviewStage,
} from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { interviewIcsUrl, interviewKeys, rescheduleInterview, scheduleInterview } from '../../api/interviews';
import { pipelineKeys } from '../../api/pipeline';
import { statsKeys } from '../../api/stats';
import { Button, buttonClasses } from '../button';
import { Modal } from '../modal';
import { TextInput } from '../text-input';
import { formatDateTime, localDateTimeToIso, localDateValue } from '../../lib/interview-time';
import { Alert } from '../ui/alert';
import { applyServerErrors } from '../ui/server-errors';

type FormValues = {
  date: string;
  time: string;
  duration_minutes: string;
  interviewer: string;
  interviewer_email: string;
  location: string;
  meeting_url: string;
};
type FormOutput = ReturnType<typeof InterviewFormSchema.parse>;
const resolver = formResolver<FormValues, FormOutput>(InterviewFormSchema);
const SERVER_FIELD: Record<string, keyof FormValues> = { starts_at: 'date', candidate_id: 'interviewer' };

/** HH:MM of a moment in the viewer's time zone (the form's time field). */
const localTimeValue = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

/**
 * The schedule form of a board card (issue 15): date and time in the viewer's time zone, sent in
 * UTC; the server mails the invitation to the candidate and, when given, the interviewer (issue
 * 43), and it can be downloaded (.ics) at once. Given an `interview`, the same form reschedules it
 * (the server mails both an update).
 */
export function ScheduleInterviewDialog({
  candidateId,
  candidateName,
  jobId,
  stage,
  interview,
  onClose,
  onScheduled,
}: {
  candidateId: number;
  candidateName: string;
  jobId: number;
  stage: InterviewStage;
  /** The interview to reschedule; without it, a new one is booked. */
  interview?: Interview;
  onClose: () => void;
  onScheduled?: (interview: Interview) => void;
}) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<Interview | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver,
    defaultValues: (interview
      ? {
          date: localDateValue(new Date(interview.starts_at)),
          time: localTimeValue(interview.starts_at),
          duration_minutes: String(interview.duration_minutes),
          interviewer: interview.interviewer,
          interviewer_email: interview.interviewer_email ?? '',
          location: interview.location ?? '',
          meeting_url: interview.meeting_url ?? '',
        }
      : {
          date: localDateValue(new Date(Date.now() + 24 * 60 * 60 * 1000)),
          time: '10:00',
          duration_minutes: String(INTERVIEW_DURATION_DEFAULT),
          interviewer: '',
          interviewer_email: '',
          location: '',
          meeting_url: '',
        }) satisfies FormValues & Partial<Record<keyof InterviewFormInput, string>>,
  });
  const mutation = useMutation({
    mutationFn: (v: FormOutput) => {
      const fields = {
        starts_at: localDateTimeToIso(v.date, v.time),
        duration_minutes: v.duration_minutes,
        interviewer: v.interviewer,
        interviewer_email: v.interviewer_email,
        location: v.location,
        meeting_url: v.meeting_url,
      };
      return interview ? rescheduleInterview(interview.id, fields) : scheduleInterview({ candidate_id: candidateId, ...fields });
    },
    onSuccess: async (interview) => {
      setDone(interview);
      onScheduled?.(interview);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: pipelineKeys.board(jobId) }),
        queryClient.invalidateQueries({ queryKey: interviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: statsKeys.overview }), // 'Interviews Scheduled'
      ]);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length > 0) {
        applyServerErrors(error, setError, (field) => SERVER_FIELD[field] ?? (field as keyof FormValues));
      } else setFormError(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    },
  });

  const title = `${interview ? 'Reschedule' : 'Schedule'} ${INTERVIEW_STAGE_LABELS[stage]}`;
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} description={candidateName} size="md" maxHeight="90vh">
      {done ? (
        <div className="space-y-4">
          <Alert tone="success" size="md" as="p">
            {INTERVIEW_STAGE_LABELS[done.stage]} {interview ? 'rescheduled' : 'scheduled'} for {formatDateTime(done.starts_at)} with{' '}
            {done.interviewer}.
          </Alert>
          <div className="flex flex-wrap justify-end gap-3">
            <a href={interviewIcsUrl(done.id)} download={`interview-${done.id}.ics`} className={buttonClasses({ variant: 'secondary' })}>
              <Download aria-hidden="true" className="size-4" />
              Download invitation (.ics)
            </a>
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit((values) => {
            setFormError(null);
            mutation.mutate(values);
          })}
          className="space-y-4"
        >
          {formError ? (
            <Alert size="md" as="p">
              {formError}
            </Alert>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput id="interview-date" label="Date" type="date" required error={errors.date?.message} {...register('date')} />
            <TextInput id="interview-time" label="Time" type="time" required error={errors.time?.message} {...register('time')} />
          </div>
          <TextInput
            id="interview-duration"
            label="Duration (minutes)"
            type="number"
            inputMode="numeric"
            min={INTERVIEW_DURATION_MIN}
            max={INTERVIEW_DURATION_MAX}
            step={15}
            required
            error={errors.duration_minutes?.message}
            {...register('duration_minutes')}
          />
          <TextInput
            id="interview-interviewer"
            label="Interviewer"
            required
            autoComplete="off"
            error={errors.interviewer?.message}
            {...register('interviewer')}
          />
          <TextInput
            id="interview-interviewer-email"
            label="Interviewer e-mail"
            type="email"
            inputMode="email"
            autoComplete="off"
            hint="The interviewer gets the invitation too; the candidate always does."
            error={errors.interviewer_email?.message}
            {...register('interviewer_email')}
          />
          <TextInput
            id="interview-location"
            label="Place"
            hint="An address, or leave empty for an online interview."
            error={errors.location?.message}
            {...register('location')}
          />
          <TextInput
            id="interview-link"
            label="Meeting link"
            type="url"
            inputMode="url"
            placeholder="https://"
            error={errors.meeting_url?.message}
            {...register('meeting_url')}
          />
          <p className="text-sm text-ink-500">Times are in your time zone ({Intl.DateTimeFormat().resolvedOptions().timeZone}).</p>
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              {interview
                ? mutation.isPending
                  ? 'Rescheduling...'
                  : 'Reschedule interview'
                : mutation.isPending
                  ? 'Scheduling...'
                  : 'Schedule interview'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
