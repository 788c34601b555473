/**
 * Company copy and contact data in one typed file, so a rebrand is a content change, not a code
 * change (DESIGN.md "src/content"). Talentra is fictional: the e-mail uses the reserved .example
 * domain and the numbers are placeholders.
 */
export interface SocialLink {
  label: 'Facebook' | 'X' | 'Instagram' | 'LinkedIn';
  href: string;
}

export interface Company {
  name: string;
  productName: string;
  tagline: string;
  aboutBlurb: string;
  address: { lines: readonly string[]; city: string; state: string; postalCode: string; country: string };
  email: string;
  phones: { landline: string; mobiles: readonly [string, string] };
  /** Digits only, with the country code: used to build https://wa.me/<number>. */
  whatsappNumber: string;
  officeHours: readonly { days: string; hours: string }[];
  social: readonly SocialLink[];
  copyrightYear: number;
  figures: { companiesServed: number; successRatePercent: number };
  vision: string;
  mission: string;
}

export const company = {
  name: 'Talentra Staffing Solutions',
  productName: 'Talentra',
  tagline: 'The right people, at the right time.',
  aboutBlurb:
    'Talentra Staffing Solutions connects growing companies with skilled professionals. We offer permanent, contractual and contract-to-hire staffing, executive search, payroll services, IT hardware asset management and IT network design, implementation and support.',
  address: {
    lines: ['4th Floor, Lakeview Business Park', 'Outer Ring Road, Bellandur'],
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560103',
    country: 'India',
  },
  email: 'info@talentra.example',
  phones: { landline: '+91 80 4000 1234', mobiles: ['+91 98450 12345', '+91 98450 67890'] },
  whatsappNumber: '919845012345',
  officeHours: [
    { days: 'Monday to Saturday', hours: '9:00AM to 7:00PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/talentra.staffing' },
    { label: 'X', href: 'https://x.com/talentra_staff' },
    { label: 'Instagram', href: 'https://www.instagram.com/talentra.staffing' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/talentra-staffing' },
  ],
  copyrightYear: 2025,
  figures: { companiesServed: 17, successRatePercent: 98 },
  vision:
    'To become the most trusted and forward-thinking recruitment partner globally, upholding excellence, celebrating diversity and empowering professionals worldwide.',
  mission: 'To empower individuals and organizations with innovative skill-building solutions that unlock potential and drive meaningful change.',
} as const satisfies Company;

export const whatsappUrl = (number: string = company.whatsappNumber) => `https://wa.me/${number}`;
/** tel: links want the number without spaces. */
export const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;
