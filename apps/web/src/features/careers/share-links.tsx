import { useEffect, useState } from 'react';
import { Link2, Mail, MessageCircle, Share2 } from 'lucide-react';

const linkClass =
  'inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * Share a job (issue 46): plain links to WhatsApp, LinkedIn and e-mail with the job's address, and a
 * button that copies it. No third-party script: each is an ordinary link that opens the other site.
 */
export function ShareLinks({ jobId, title }: { jobId: number; title: string }) {
  // the server renders the page without the site's address: the links get it once in the browser
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  const url = `${origin}/jobs/${jobId}`;
  const text = `${title}: ${url}`;
  const [copied, setCopied] = useState<string | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied.');
    } catch {
      setCopied(`Copy this link: ${url}`);
    }
  }

  return (
    <section aria-labelledby="share-job" className="mt-8">
      <h2 id="share-job" className="flex items-center gap-2 text-xl font-semibold text-brand-900">
        <Share2 aria-hidden="true" className="size-5 text-brand-700" />
        Share this job
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <a className={linkClass} href={`https://wa.me/?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" className="size-4" />
          WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a
          className={linkClass}
          href={`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Share2 aria-hidden="true" className="size-4" />
          LinkedIn<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a className={linkClass} href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(text)}`}>
          <Mail aria-hidden="true" className="size-4" />
          E-mail
        </a>
        <button type="button" className={linkClass} onClick={() => void copy()}>
          <Link2 aria-hidden="true" className="size-4" />
          Copy link
        </button>
      </div>
      <p role="status" className="mt-2 text-sm text-ink-700">
        {copied}
      </p>
    </section>
  );
}
