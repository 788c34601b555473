import { MessageCircle } from 'lucide-react';
import { whatsappUrl } from '../../content/company';

/**
 * The floating chat link, fixed bottom-right on public pages (public-site.md §2). It sits in its own
 * complementary landmark so screen-reader users meet it in the landmark list, not as stray content.
 */
export function WhatsAppLink() {
  return (
    <aside aria-label="WhatsApp chat">
      <a
        href={whatsappUrl()}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        title="Chat with us on WhatsApp"
        className="fixed right-5 bottom-5 z-30 flex size-14 items-center justify-center rounded-full bg-success-700 text-white shadow-lg transition-transform hover:scale-105"
      >
        <MessageCircle aria-hidden="true" className="size-7" />
      </a>
    </aside>
  );
}
