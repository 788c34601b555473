import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { ButtonLink } from '../../components/button';
import type { HeroSlide } from '../../content/home';
import { cn } from '../../lib/cn';
import { useReducedMotion } from '../../hooks/use-reduced-motion';

const AUTOPLAY_MS = 6000;

/**
 * The two-slide hero of the home page (public-site.md §2 "Home"): it loops, its pagination dots are
 * buttons, and each slide has a Contact Us button to /contact. A few lines of our own instead of a
 * carousel library keep the home chunk small. It turns by itself every 6 s unless the visitor asks
 * for less motion, pauses it (WCAG 2.2.2), or is pointing at or focused inside it.
 */
export function HeroCarousel({ slides, heading }: { slides: readonly HeroSlide[]; heading: string }) {
  const [current, setCurrent] = useState(0);
  // null until the visitor presses pause or play: then it plays unless they asked for less motion
  const reduced = useReducedMotion();
  const [chosen, setPlaying] = useState<boolean | null>(null);
  const playing = chosen ?? !reduced;
  const [holding, setHolding] = useState(false);
  const count = slides.length;
  const go = (index: number) => setCurrent(((index % count) + count) % count);

  useEffect(() => {
    if (!playing || holding || count < 2) return;
    const timer = window.setInterval(() => setCurrent((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, holding, count]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative overflow-hidden bg-brand-900 text-white"
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHolding(false);
      }}
    >
      <div aria-hidden="true" className="site-pattern absolute inset-0 opacity-60" />
      <div className="relative mx-auto max-w-6xl px-4 pt-10 pb-6 sm:px-6 sm:pt-14 lg:px-8">
        <h1 className="text-sm font-semibold tracking-widest text-accent-300 uppercase">{heading}</h1>
        <div className="mt-4 grid" aria-live={playing && !holding ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const active = index === current;
            return (
              <div
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                aria-hidden={!active}
                inert={!active}
                className={cn(
                  'col-start-1 row-start-1 grid items-center gap-8 transition-opacity duration-700 ease-in-out motion-reduce:transition-none md:grid-cols-2',
                  active ? 'opacity-100' : 'pointer-events-none opacity-0',
                )}
              >
                <div>
                  <h2 className="text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">{slide.title}</h2>
                  <p className="mt-4 max-w-xl text-lg text-brand-100">{slide.text}</p>
                  <ButtonLink to="/contact" variant="accent" size="lg" className="mt-8">
                    Contact Us
                  </ButtonLink>
                </div>
                <img
                  src={slide.image.src}
                  width={slide.image.width}
                  height={slide.image.height}
                  alt=""
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  className="mx-auto hidden h-auto w-full max-w-md md:block"
                />
              </div>
            );
          })}
        </div>

        <div className="mt-8 flex items-center justify-center gap-2">
          <button type="button" onClick={() => go(current - 1)} aria-label="Previous slide" className={controlClasses}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <div className="flex items-center">
            {slides.map((slide, index) => (
              <button
                key={slide.title}
                type="button"
                onClick={() => go(index)}
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === current ? 'true' : undefined}
                className="group flex size-11 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-3 rounded-full transition-all motion-reduce:transition-none',
                    index === current ? 'w-8 bg-accent-400' : 'w-3 bg-brand-200 group-hover:bg-white',
                  )}
                />
              </button>
            ))}
          </div>
          <button type="button" onClick={() => go(current + 1)} aria-label="Next slide" className={controlClasses}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => setPlaying(!playing)}
            aria-label={playing ? 'Pause slides' : 'Play slides'}
            className={cn(controlClasses, 'ml-2')}
          >
            {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
          </button>
        </div>
      </div>
    </section>
  );
}

const controlClasses = 'flex size-11 items-center justify-center rounded-full border border-brand-200/60 text-white hover:bg-white/10';
