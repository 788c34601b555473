import { Quote } from 'lucide-react';
import { company } from '../../content/company';
import { TESTIMONIALS, type Testimonial } from '../../content/testimonials';
import { usePageTitle } from '../../hooks/use-page-title';
import { cn } from '../../lib/cn';
import { useRevealOnce } from './motion';
import { VisionMissionBand } from './vision-mission-band';

/** Testimonial cards slide in once when a quarter in view, over 0.8 s (public-site.md §9). */
const CARD_THRESHOLD = 0.25;

/** /testimonials: 'Our Partners Says', two quotes, then the vision/mission band (public-site.md §2 "Testimonials"). */
export default function TestimonialsPage() {
  usePageTitle('Testimonials', `What our partners say about working with ${company.name}.`);
  return (
    <>
      <section aria-labelledby="testimonials-title" className="overflow-x-clip py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <p className="text-center text-sm font-semibold tracking-widest text-brand-700 uppercase">Testimonials</p>
          <h1 id="testimonials-title" className="mt-2 text-center text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            Our Partners Says
          </h1>
          <ul className="mt-12 grid grid-cols-1 gap-8 md:grid-cols-2">
            {TESTIMONIALS.map((testimonial, index) => (
              <TestimonialCard key={testimonial.name} testimonial={testimonial} from={index % 2 === 0 ? 'left' : 'right'} />
            ))}
          </ul>
        </div>
      </section>
      <VisionMissionBand />
    </>
  );
}

function TestimonialCard({ testimonial, from }: { testimonial: Testimonial; from: 'left' | 'right' }) {
  const [ref, revealed] = useRevealOnce<HTMLLIElement>(CARD_THRESHOLD);
  return (
    <li
      ref={ref}
      data-revealed={revealed}
      className={cn(
        'transition-[opacity,translate] duration-[800ms] ease-out motion-reduce:transition-none',
        revealed ? 'translate-x-0 opacity-100' : cn('opacity-0', from === 'left' ? '-translate-x-16' : 'translate-x-16'),
      )}
    >
      <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <Quote aria-hidden="true" className="size-10 text-accent-500" />
        <blockquote className="mt-4 flex-1 text-lg text-ink-700">
          <p>{testimonial.user_content}</p>
        </blockquote>
        <figcaption className="mt-6 border-t border-slate-200 pt-4">
          <span className="block font-semibold text-ink-900">{testimonial.name}</span>
          <span className="block text-sm text-ink-700">{testimonial.role}</span>
        </figcaption>
      </figure>
    </li>
  );
}
