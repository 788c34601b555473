import type { Feedback, FeedbackInput } from '@talentra/contract';
import { apiFetch } from './api-client';

export type { Feedback };

export function submitFeedback(input: FeedbackInput) {
  return apiFetch<Feedback>('/submit-feedback', { method: 'POST', body: input });
}
