import type { ComponentType, SVGProps } from 'react';
import { Clock, Facebook, Instagram, Linkedin, Mail, MapPin, Phone } from 'lucide-react';
import { PRIVACY_PATH, TERMS_PATH } from '@talentra/contract';
import { Link } from '../../components/link';
import { company, telHref, type SocialLink } from '../../content/company';
import { SERVICE_LINKS } from '../../content/services';

/** The X logo (lucide has no icon for it). */
function XLogo(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" {...props}>
      <path d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.65l-5.21-6.82-5.97 6.82H1.68l7.73-8.84L1.25 2.25h6.83l4.71 6.23zm-1.16 17.52h1.83L7.08 4.13H5.12z" />
    </svg>
  );
}

const SOCIAL_ICONS: Record<SocialLink['label'], ComponentType<SVGProps<SVGSVGElement>>> = {
  Facebook,
  X: XLogo,
  Instagram,
  LinkedIn: Linkedin,
};

const headingClasses = 'text-sm font-semibold tracking-widest text-white uppercase';
const linkClasses = 'rounded text-brand-100 hover:text-white hover:underline';

export function SiteFooter() {
  const { address, phones } = company;
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={headingClasses}>
            About Us
          </h2>
          <p className="mt-4 text-sm leading-6">{company.aboutBlurb}</p>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClasses}>
            Contact
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <address className="not-italic">
                {address.lines.join(', ')}, {address.city}, {address.state} {address.postalCode}, {address.country}
              </address>
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${company.email}`} className={linkClasses}>
                {company.email}
              </a>
            </li>
            <li className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {/* gap and padding keep each number a 24px tap target apart from the next (WCAG 2.5.8) */}
              <span className="flex flex-col gap-1">
                {[phones.landline, ...phones.mobiles].map((phone) => (
                  <a key={phone} href={telHref(phone)} className={`${linkClasses} py-0.5`}>
                    {phone}
                  </a>
                ))}
              </span>
            </li>
            <li className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {company.officeHours.map((slot) => (
                  <span key={slot.days} className="block">
                    {slot.days}: {slot.hours}
                  </span>
                ))}
              </span>
            </li>
          </ul>
        </section>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClasses}>
            Our Services
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {SERVICE_LINKS.map((service) => (
              <li key={service.footerHref}>
                <Link to={service.footerHref} className={linkClasses}>
                  {service.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={headingClasses}>
            Follow Us
          </h2>
          <ul className="mt-4 flex gap-3">
            {company.social.map((social) => {
              const Icon = SOCIAL_ICONS[social.label];
              return (
                <li key={social.label}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${company.name} on ${social.label}`}
                    className="flex size-10 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-brand-700"
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      {/* room at the bottom for the floating WhatsApp link (bottom-5, 56 px): it never covers the line */}
      <div className="border-t border-brand-800 pb-20 sm:pb-0">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm sm:px-6 sm:pr-24 lg:px-24">
          © {company.copyrightYear} {company.name}. All rights reserved.{' '}
          <Link to={PRIVACY_PATH} className={linkClasses}>
            Privacy Notice
          </Link>
          {' · '}
          <Link to={TERMS_PATH} className={linkClasses}>
            Terms of Use
          </Link>
        </p>
      </div>
    </footer>
  );
}
