import { FeedbackSchema } from '@talentra/contract';
import { schemaRules } from '../../lib/schema-rules';

/** The Feedback form's rules (the contract's FeedbackSchema), loaded with the form's first use, not with the page (issue 41). */
export const feedbackRules = schemaRules(FeedbackSchema);
