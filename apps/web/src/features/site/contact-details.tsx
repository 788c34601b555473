import type { ReactNode } from 'react';
import { Clock, Mail, MapPin, MessageCircle, Phone, Smartphone } from 'lucide-react';
import { company, telHref, whatsappUrl } from '../../content/company';

const linkClasses = 'rounded font-medium text-brand-800 underline-offset-4 hover:underline';

/** Address, e-mail, landline, both mobiles, WhatsApp and office hours (public-site.md §1). */
export function ContactDetails({ headingId, title = 'Contact Details' }: { headingId: string; title?: string }) {
  const { address, phones } = company;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <ul className="mt-6 space-y-5">
        <Item icon={<MapPin aria-hidden="true" className="size-5" />} label="Office address">
          <address className="not-italic">
            {company.name}
            <br />
            {address.lines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
            {address.city}, {address.state} {address.postalCode}
            <br />
            {address.country}
          </address>
        </Item>
        <Item icon={<Mail aria-hidden="true" className="size-5" />} label="E-mail">
          <a href={`mailto:${company.email}`} className={linkClasses}>
            {company.email}
          </a>
        </Item>
        <Item icon={<Phone aria-hidden="true" className="size-5" />} label="Landline">
          <a href={telHref(phones.landline)} className={linkClasses}>
            {phones.landline}
          </a>
        </Item>
        <Item icon={<Smartphone aria-hidden="true" className="size-5" />} label="Mobile">
          {phones.mobiles.map((mobile) => (
            <a key={mobile} href={telHref(mobile)} className={`${linkClasses} block`}>
              {mobile}
            </a>
          ))}
        </Item>
        <Item icon={<MessageCircle aria-hidden="true" className="size-5" />} label="WhatsApp">
          <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer" className={linkClasses}>
            Chat with us on WhatsApp
          </a>
        </Item>
        <Item icon={<Clock aria-hidden="true" className="size-5" />} label="Office hours">
          {company.officeHours.map((slot) => (
            <span key={slot.days} className="block">
              {slot.days}: {slot.hours}
            </span>
          ))}
        </Item>
      </ul>
    </section>
  );
}

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <div className="text-ink-700">
        <p className="text-sm font-semibold tracking-wide text-ink-900 uppercase">{label}</p>
        <div className="mt-1">{children}</div>
      </div>
    </li>
  );
}
