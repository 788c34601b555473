/** The partner quotes of /testimonials, shown as {name} and {user_content} (public-site.md §2 "Testimonials"). */
export interface Testimonial {
  name: string;
  /** The partner's role and company, under the name. */
  role: string;
  user_content: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Meera Krishnan',
    role: 'Head of Talent, Brightwave Technologies',
    user_content:
      'Talentra understood our requirements from the first meeting. Within three weeks they placed four developers who fit our team well, and their follow-up after joining made the whole process easy.',
  },
  {
    name: 'Rohit Verma',
    role: 'Operations Director, Northstar Manufacturing',
    user_content:
      'We moved our payroll and contract staffing to Talentra last year. Salaries are always on time, compliance is handled, and we have one responsive team to call for everything.',
  },
];
