/** Join class names, skipping empty ones (enough for our needs; no dependency). */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
