/** How job fields read on the careers pages (public-site.md §2 Job detail). */

const NOT_AVAILABLE = 'N/A';

/** Blank or missing text reads 'N/A'. */
export function orNA(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NOT_AVAILABLE;
  const text = String(value).trim();
  return text === '' ? NOT_AVAILABLE : text;
}

/**
 * Skills split at full stops into bullets. A full stop ends a sentence (followed by a space or the
 * end), so the dot inside "Node.js" or "ASP.NET" does not split a skill in two.
 */
export function splitSkills(skills: string | null | undefined): string[] {
  return (skills ?? '')
    .split(/\.(?=\s|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Benefits are a comma-joined list; blank entries are dropped. */
export function splitBenefits(benefit: string | null | undefined): string[] {
  return (benefit ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** 'min - max years'; one known end alone still reads sensibly; neither reads 'N/A'. */
export function experienceRange(min: number | null | undefined, max: number | null | undefined): string {
  const hasMin = min !== null && min !== undefined;
  const hasMax = max !== null && max !== undefined;
  if (hasMin && hasMax) return `${min} - ${max} years`;
  if (hasMin) return `${min}+ years`;
  if (hasMax) return `Up to ${max} years`;
  return NOT_AVAILABLE;
}
