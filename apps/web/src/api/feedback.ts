import { useMutation } from '@tanstack/react-query';
import type { FeedbackInput } from '@talentra/contract';
import { apiFetch } from './api-client';

/** A stored feedback as the API answers it (api.md: POST /submit-feedback, public). */
export interface Feedback extends FeedbackInput {
  id: number;
  created_at: string;
}

export function submitFeedback(input: FeedbackInput) {
  return apiFetch<Feedback>('/submit-feedback', { method: 'POST', body: input });
}

/** POST /submit-feedback; the answer's `message` is what the contact page shows. */
export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
