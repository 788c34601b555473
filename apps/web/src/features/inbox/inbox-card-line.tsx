import type { ReactNode } from 'react';

/** One 'Label: value' line of an inbox card (the narrow-screen form of a table row). */
export function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="inline font-semibold text-ink-700">{label}: </dt>
      <dd className="inline break-words whitespace-pre-line text-ink-900">{children}</dd>
    </div>
  );
}
