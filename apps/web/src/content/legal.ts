import { company } from './company';

/**
 * The privacy notice (/privacy) and terms of use (/terms), issue 17. Written for an Indian staffing
 * company under the Digital Personal Data Protection Act, 2023 (DPDP Act) and, for visitors in the
 * EU/EEA and the UK, the GDPR. Plain text in sections, so a lawyer's revision is a content change.
 */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalDocument {
  title: string;
  description: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

const addressLine = `${company.address.lines.join(', ')}, ${company.address.city}, ${company.address.state} ${company.address.postalCode}, ${company.address.country}`;

export const privacyNotice: LegalDocument = {
  title: 'Privacy Notice',
  description: `How ${company.name} collects, uses, keeps and protects your personal data, and your rights under India's DPDP Act 2023 and the GDPR.`,
  updated: '25 November 2026',
  intro: `${company.name} ("we", "us") is a recruitment and staffing company in ${company.address.city}, India. This notice explains what personal data we collect through this website and our recruitment services, why we collect it, how long we keep it and the rights you have. We are the Data Fiduciary under the Digital Personal Data Protection Act, 2023 (DPDP Act) and the controller under the EU and UK General Data Protection Regulation (GDPR) for visitors to whom it applies.`,
  sections: [
    {
      heading: 'What we collect',
      paragraphs: ['We collect only what you give us or what is needed to run the service:'],
      list: [
        'Job applications: your name, e-mail address, mobile number, current location, your resume and what you choose to tell us about your experience, current and expected pay, notice period and preferences.',
        'Referrals: the name and contact number (and, if given, e-mail address and preferred company) of a friend you refer, and which candidate referred them.',
        'Feedback and contact messages: your name, e-mail address, phone number and message.',
        'Scam reports: the details you give about a suspected fraudulent job offer, and your contact details if you leave them.',
        'Staff accounts: the e-mail address, role and sign-in records of our own employees.',
        'Technical data: your IP address and the pages requested, kept in our server logs and used to limit abuse; we set no advertising or tracking cookies.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: ['We use your personal data only for these purposes, on the lawful ground shown:'],
      list: [
        'To consider you for the job you applied for and for similar openings with our client companies, and to contact you about them (your consent, given when you apply; for the GDPR also steps taken at your request before a contract).',
        'To share your profile with a client company for a specific opening, and only after telling you which company (your consent).',
        'To answer your feedback, questions and scam reports, and to warn others about recruitment fraud (your consent; our legitimate interest in protecting candidates).',
        'To keep the website secure, prevent misuse and meet our legal obligations (legitimate uses under section 7 of the DPDP Act; legitimate interest and legal obligation under the GDPR).',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We share an application only with the client company hiring for that role, and with service providers who host our systems and send our e-mail under contracts that bind them to protect it. We never sell personal data and we never charge candidates a fee. We may disclose data when the law requires it, for example to a court or the police.',
        'Our systems are hosted in India. Where a provider processes data outside India, we do so only to countries not restricted by the Government of India under the DPDP Act, and with safeguards such as the EU standard contractual clauses where the GDPR applies.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: ['We keep personal data only as long as it is needed for its purpose:'],
      list: [
        'Applications and resumes: for as long as the opening is active and then up to 12 months, so we can consider you for similar roles, unless you ask us to delete them sooner.',
        'Referrals: up to 12 months after the opening closes.',
        'Feedback and scam reports: up to 24 months.',
        'Server logs: up to 90 days.',
        'Records the law requires us to keep (for example tax and employment records) for the period the law sets.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Under the DPDP Act you may ask for a summary of the personal data we hold about you and how we use it, have it corrected, completed, updated or erased, withdraw your consent at any time (which does not affect what was done before), nominate another person to exercise your rights in case of death or incapacity, and have your grievance addressed.',
        'Where the GDPR applies you also have the rights of access, rectification, erasure, restriction, objection and data portability, and may complain to your local data protection authority.',
        'To use any of these rights, write to our Grievance Officer (below). We answer within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'Data travels encrypted (HTTPS). Resumes and other uploads are stored outside the public website and are available only to our signed-in recruitment staff. Staff accounts are protected by passwords and sign-in limits, and every access is by role. If a personal data breach happens we will inform the Data Protection Board of India and the people affected as the DPDP Act requires.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: ['Our services are for people aged 18 or over. We do not knowingly collect personal data of children.'],
    },
    {
      heading: 'Contact and Grievance Officer',
      paragraphs: [
        `Grievance Officer, ${company.name}, ${addressLine}. E-mail: ${company.email}. Phone: ${company.phones.landline}.`,
        'We may update this notice; the date above shows the latest version, and we will tell you of a significant change before it applies to data we already hold.',
      ],
    },
  ],
};

export const termsOfUse: LegalDocument = {
  title: 'Terms of Use',
  description: `The terms for using the ${company.name} website: job listings, applications, referrals, feedback and scam reports.`,
  updated: '25 November 2026',
  intro: `These terms apply to your use of the ${company.name} website. By using it you accept them. If you do not agree, please do not use the website.`,
  sections: [
    {
      heading: 'Our service',
      paragraphs: [
        'We publish job openings of our own and of our client companies, and accept applications, referrals, feedback and reports of recruitment scams. Publishing an opening or receiving your application is not an offer of employment. A job may be filled or withdrawn at any time.',
        'We never charge candidates a fee at any stage of recruitment. Anyone asking you for money in our name is not acting for us: please report it on our Scams page.',
      ],
    },
    {
      heading: 'What you agree to',
      paragraphs: ['When you use the website you agree to:'],
      list: [
        'give true, accurate and current information, and apply only in your own name;',
        'refer a friend only with their knowledge and permission to share their contact details with us;',
        'not upload files that contain malware or content that is unlawful, defamatory or infringes the rights of others;',
        'not misuse the website: no automated mass requests, attempts to break its security, or to reach data that is not yours;',
        'not copy or reuse job listings for commercial purposes without our written permission.',
      ],
    },
    {
      heading: 'Scam reports and feedback',
      paragraphs: [
        'A scam report must describe what actually happened to you to the best of your knowledge. We may use it, without your name, to warn other job seekers and may pass it to the authorities. Deliberately false reports are not allowed.',
      ],
    },
    {
      heading: 'Your personal data',
      paragraphs: ['How we handle personal data is explained in our Privacy Notice, which is part of these terms.'],
    },
    {
      heading: 'Content and liability',
      paragraphs: [
        'The website and its content belong to us or our licensors. Job details are provided by our clients and checked with care, but we cannot guarantee they are complete or error-free. To the extent the law allows, we are not liable for indirect loss arising from the use of the website. Nothing in these terms limits your rights as a consumer under Indian law.',
      ],
    },
    {
      heading: 'Changes, law and disputes',
      paragraphs: [
        'We may change these terms; the date above shows the latest version. These terms are governed by the laws of India, and the courts of Bengaluru, Karnataka have jurisdiction.',
        `Questions about these terms: ${company.email}, ${addressLine}.`,
      ],
    },
  ],
};
