import type { ReactNode } from 'react';
import { Eye, Target } from 'lucide-react';
import { company } from '../../content/company';
import { cn } from '../../lib/cn';
import { useRevealOnce } from './motion';
import './site.css';

/** Vision/mission blocks animate once when half in view, over 0.8 s (public-site.md §9). */
const VISION_MISSION_THRESHOLD = 0.5;

/** The vision and mission on a patterned dark band (public-site.md §1, §2 "Testimonials"). */
export function VisionMissionBand() {
  return (
    <section aria-label="Vision and mission" className="relative overflow-hidden bg-brand-900 text-white">
      <div aria-hidden="true" className="site-pattern absolute inset-0" />
      <div className="relative mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:px-6 md:grid-cols-2 lg:px-8">
        <Block title="Our Vision" text={company.vision} icon={<Eye aria-hidden="true" className="size-7" />} delay={false} />
        <Block title="Our Mission" text={company.mission} icon={<Target aria-hidden="true" className="size-7" />} delay />
      </div>
    </section>
  );
}

function Block({ title, text, icon, delay }: { title: string; text: string; icon: ReactNode; delay: boolean }) {
  const [ref, revealed] = useRevealOnce<HTMLDivElement>(VISION_MISSION_THRESHOLD);
  return (
    <div
      ref={ref}
      data-revealed={revealed}
      className={cn(
        'rounded-2xl border border-white/15 bg-brand-800/80 p-8 transition-[opacity,translate] duration-[800ms] ease-out motion-reduce:transition-none',
        delay && 'delay-150',
        revealed ? 'translate-y-0 opacity-100' : 'translate-y-8 opacity-0',
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-accent-400 text-ink-900">{icon}</span>
      <h2 className="mt-5 text-2xl font-bold">{title}</h2>
      <p className="mt-3 text-lg text-brand-100">{text}</p>
    </div>
  );
}
