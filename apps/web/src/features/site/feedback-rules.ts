import { zodResolver } from '@hookform/resolvers/zod';
import { FeedbackSchema } from '@talentra/contract';

/** The Feedback form's rules (the contract's FeedbackSchema), loaded with the form's first use, not with the page (issue 41). */
export const feedbackResolver = zodResolver(FeedbackSchema);
