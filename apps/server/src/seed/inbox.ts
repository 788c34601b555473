import { FeedbackSchema, ScamReportSchema } from '@talentra/contract';
import { checkFile } from '../files/file-check.js';
import { samplePdf } from '../files/sample-documents.js';
import type { Seeding } from './context.js';

const FEEDBACK = [
  {
    first_name: 'Sanjay',
    last_name: 'Verma',
    email: 'sanjay.verma@mail.example',
    phone_number: '9812345670',
    message: 'We placed two engineers through your team last quarter. Quick and professional, thank you!',
    minutesAgo: 60 * 30,
  },
  {
    first_name: 'Lata',
    last_name: 'Krishnan',
    email: 'lata.k@mail.example',
    phone_number: '9823456781',
    message: 'Could you share your payroll outsourcing pricing for a 120-person company?',
    minutesAgo: 60 * 20,
  },
  {
    first_name: 'Omar',
    last_name: 'Farooq',
    email: 'omar.farooq@mail.example',
    phone_number: '9834567892',
    message: 'I applied for the Data Analyst role. How long does the screening usually take?',
    minutesAgo: 60 * 5,
  },
  {
    first_name: 'Test',
    last_name: 'Markup',
    email: 'markup@mail.example',
    phone_number: '9845678903',
    message: 'Shown as text, never as HTML: <img src=x onerror=alert(1)> <b>bold?</b>',
    minutesAgo: 30,
  },
];

const SCAM_REPORTS = [
  {
    first_name: 'Neelam',
    last_name: 'Saxena',
    email: 'neelam.s@mail.example',
    phone_number: '9856789014',
    issue_description: 'Someone on WhatsApp offered me a job in your name and asked for a ₹5,000 registration fee.',
    proof: true,
    minutesAgo: 60 * 26,
  },
  {
    first_name: 'Prakash',
    last_name: 'Hegde',
    email: 'prakash.h@mail.example',
    phone_number: '9867890125',
    issue_description: 'Received an offer letter from a gmail address using your logo.',
    proof: false,
    minutesAgo: 60 * 8,
  },
];

/** Admin's two inboxes: messages of the contact form and scam reports (one with its proof), as the public forms send them. */
export async function seedInbox(s: Seeding): Promise<void> {
  const feedback = s.services.feedback;
  const scams = s.services.scams;
  for (const { minutesAgo, ...fields } of FEEDBACK) {
    s.at(minutesAgo);
    await feedback.submit(FeedbackSchema.parse(fields));
  }
  for (const { minutesAgo, proof, ...fields } of SCAM_REPORTS) {
    const file = proof ? await checkFile('proof', 'proof_file', samplePdf('Screenshot of the fake offer letter'), 'fake-offer.pdf') : null;
    s.at(minutesAgo);
    await scams.report(ScamReportSchema.parse(fields), file);
  }
}
