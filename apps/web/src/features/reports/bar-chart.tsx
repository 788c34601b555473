export interface Bar {
  label: string;
  value: number;
}

const WIDTH = 640;
const ROW = 34;
const LABEL_WIDTH = 190;
const VALUE_WIDTH = 70;

/**
 * A horizontal bar chart drawn as SVG (decision 280: no chart library, so the reports' chunk stays
 * small). It is a picture of the table beside it, which is the accessible way to the figures: the
 * picture has a name that says so, and its text is hidden from screen readers.
 */
export function BarChart({ title, bars, unit = '' }: { title: string; bars: readonly Bar[]; unit?: string }) {
  const max = Math.max(0, ...bars.map((b) => b.value));
  const room = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = Math.max(ROW, bars.length * ROW);
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-label={`${title} chart: the table beside it holds the same figures`}
      >
        {bars.map((b, i) => {
          const w = max > 0 ? Math.max(b.value > 0 ? 2 : 0, (b.value / max) * room) : 0;
          const y = i * ROW;
          const shown = b.value.toLocaleString('en-IN') + unit;
          return (
            <g key={`${b.label}-${i}`} aria-hidden="true">
              <text x={LABEL_WIDTH - 8} y={y + ROW / 2 + 5} textAnchor="end" fontSize="14" fill="#1e293b">
                {b.label.length > 24 ? `${b.label.slice(0, 23)}…` : b.label}
              </text>
              <rect x={LABEL_WIDTH} y={y + 6} width={w} height={ROW - 12} rx="3" fill="#1d4ed8" />
              <text x={LABEL_WIDTH + w + 6} y={y + ROW / 2 + 5} fontSize="14" fill="#1e293b">
                {shown}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-sm text-ink-700">{title}</figcaption>
    </figure>
  );
}
