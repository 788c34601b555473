import type { Snippet } from '@talentra/contract';

/**
 * A snippet of résumé text with the matched words in <mark> (issue 45). The server sends segments,
 * never HTML: each is rendered as text, so a résumé holding `<script>` shows those characters.
 */
export function ResumeSnippet({ snippet, className }: { snippet: Snippet; className?: string }) {
  if (!snippet.length) return null;
  return (
    <p className={className ?? 'mt-1 text-sm text-ink-700'}>
      {snippet.map((s, i) =>
        s.mark ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 font-semibold text-ink-900">
            {s.text}
          </mark>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </p>
  );
}
