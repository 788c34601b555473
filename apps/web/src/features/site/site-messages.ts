/** Texts the spec quotes for the public forms (public-site.md §4, §8; staff-portal.md §5, §8). */
export const FEEDBACK_MESSAGES = {
  submitting: 'Submitting...',
  success: 'Feedback submitted successfully!',
  failure: 'Failed to submit feedback.',
  network: 'Something went wrong. Please try again.',
} as const;

export const SCAM_REPORT_MESSAGES = {
  submitting: 'Submitting...',
  success: 'Report submitted successfully!',
  failure: 'Failed to submit report. Please try again.',
  mustAgree: 'You must agree to privacy notice and terms.',
  // the same words as the server's 413 and 415 answers for proof_file
  proofTooLarge: 'Proof file must be 2 MB or smaller.',
  proofWrongType: 'Unsupported file type. Please upload a PDF, PNG, JPEG or WEBP file.',
} as const;

/** The proof file's extensions (api.md "Files": PDF, PNG, JPEG, WEBP), for the picker and the report's check. */
export const PROOF_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg', '.webp'] as const;
