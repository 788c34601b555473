import { useMutation } from '@tanstack/react-query';
import type { Feedback, FeedbackInput } from '@talentra/contract';
import { apiFetch } from './api-client';

export type { Feedback };

export function submitFeedback(input: FeedbackInput) {
  return apiFetch<Feedback>('/submit-feedback', { method: 'POST', body: input });
}

/** POST /submit-feedback; the answer's `message` is what the contact page shows. */
export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
