import { useState } from 'react';
import { Building2 } from 'lucide-react';
import type { Client } from '../../api/clients';

const SIZE = 40;

/**
 * A client's logo in a list: through its access-checked route (GET /clientforms/{id}/logo, the
 * session cookie goes with it), loaded only when scrolled near, at a fixed size so the rows do not
 * move when it arrives. No logo, or one that cannot be loaded: a neutral building placeholder.
 */
export function ClientLogo({ client }: { client: Pick<Client, 'company_name' | 'company_logo'> }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = client.company_logo;
  if (!src || failed === src) {
    return (
      <span
        data-logo-placeholder=""
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-md border border-slate-200 bg-slate-100 text-ink-500"
      >
        <Building2 className="size-5" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={`${client.company_name} logo`}
      width={SIZE}
      height={SIZE}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      className="size-10 shrink-0 rounded-md border border-slate-200 bg-white object-contain"
    />
  );
}
