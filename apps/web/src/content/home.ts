/** Home page copy (public-site.md §2 "Home"). */
export interface HeroSlide {
  title: string;
  text: string;
  image: { src: string; width: number; height: number };
}

export const HERO_SLIDES: readonly [HeroSlide, HeroSlide] = [
  {
    title: 'The right people, at the right time',
    text: 'Permanent, contractual and contract-to-hire staffing and executive search for IT and non-IT roles, delivered by recruiters who know your industry.',
    image: { src: '/images/hero-staffing.svg', width: 480, height: 360 },
  },
  {
    title: 'More than hiring: payroll, IT assets and networks',
    text: 'One partner for payroll, IT hardware asset management and IT network design, implementation and support, so you can focus on your business.',
    image: { src: '/images/hero-solutions.svg', width: 480, height: 360 },
  },
];

export const SCAM_BANNER = {
  title: 'Beware of job scams',
  text: 'Talentra Staffing Solutions never asks candidates for money. If someone offers you a job in our name and asks for a fee, it is a scam.',
};

export const CLOSING_CTA = {
  title: 'Ready to build your team?',
  text: 'Tell us what you need. Our consultants will get back to you within one working day.',
};
