/** The paragraphs of a bio: separated by an empty line. */
export const bioParagraphs = (bio: string): string[] =>
  bio
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
