/** /Scams copy (staff-portal.md §2 "Scam page"; public-site.md §1: candidates are never charged). */
export const SCAM_DISCLAIMER = {
  title: 'Disclaimer',
  paragraphs: [
    'Talentra Staffing Solutions never charges candidates any fee for registration, interviews, training, documents or a job offer.',
    'Fraudsters sometimes use the names of real companies to offer fake jobs. If anyone asks you for money in our name, do not pay: report it to us on our job scams page.',
  ],
  button: 'I Understand',
  /** The link to /Scams beside the button (the button only closes the dialog: issue 41). */
  link: 'Read about job scams',
} as const;

export const SCAM_HERO = {
  title: 'Beware of Job Scams',
  noFee: 'Talentra Staffing Solutions does not charge any fee from candidates at any stage of the recruitment process.',
  text: 'We never ask for money for registration, interviews, training, documents or offer letters. Anyone who does so in our name is not from Talentra.',
} as const;

export const SAFETY_TIPS = {
  title: 'Stay Safe While Looking for a Job',
  intro: 'A few simple checks protect you from most job scams.',
  tips: [
    {
      title: 'Never pay to get a job',
      text: 'Genuine employers and recruiters do not ask candidates for a fee, a deposit or payment for training or equipment.',
    },
    {
      title: 'Check who is contacting you',
      text: 'Our recruiters write from our official e-mail address and call from our listed numbers. If in doubt, call our office to confirm.',
    },
    {
      title: 'Protect your personal data',
      text: 'Do not share bank details, OTPs, passwords or copies of identity documents before you have verified the employer.',
    },
    { title: 'Look for a real interview', text: 'A job offered without any interview or assessment, or only over chat, is a strong warning sign.' },
  ],
} as const;

export const WHAT_IS_A_SCAM = {
  title: 'What is a job scam?',
  paragraphs: [
    'A job scam is a fake job offer made to take your money or your personal information. Scammers post attractive openings, contact you by phone, e-mail, SMS or messaging apps, and often pretend to be a well-known company or recruiter.',
    'Once you are interested, they ask for a "registration fee", a "security deposit", payment for training or a laptop, or for your bank and identity details. After you pay, the job never starts and the contact disappears.',
  ],
} as const;

export const WARNING_SIGNS = {
  title: '10 Warning Signs of a Job Scam',
  signs: [
    'You are asked to pay a fee for registration, training, equipment or a job offer.',
    'The offer comes without any interview, test or meeting.',
    'The salary is far higher than usual for the role and your experience.',
    'The recruiter writes from a free e-mail address rather than a company domain.',
    'You are pressured to decide or pay immediately.',
    'The job description is vague and the company details are hard to verify.',
    'You are asked for bank details, OTPs or passwords.',
    'Interviews take place only over chat or messaging apps.',
    'The offer letter has spelling mistakes, unusual logos or no company address.',
    'You are asked to pay for or buy something before you start work.',
  ],
} as const;

export const SCAM_FORM = {
  title: 'Report a job scam',
  intro: 'Tell us about any suspicious job offer made in our name. Our team reviews every report.',
  privacyLabel: 'I have read and agree to the privacy notice: my details are used only to look into this report.',
  termsLabel: 'I confirm that the information I have given is true, and I agree to the terms of use.',
} as const;
