import { useCallback, useEffect, useState } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import { BANNER_CLEAR_MS } from '@talentra/contract';
import { Alert } from './ui/alert';

export interface BannerMessage {
  kind: 'success' | 'error';
  text: string;
}

/** A message that clears itself after 5000 ms (staff-portal.md §4 "Assignment form", §9). */
export function useTimedBanner(clearAfterMs: number = BANNER_CLEAR_MS) {
  const [banner, setBanner] = useState<(BannerMessage & { key: number }) | null>(null);
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), clearAfterMs);
    return () => clearTimeout(timer);
  }, [banner, clearAfterMs]);
  const show = useCallback((message: BannerMessage) => setBanner({ ...message, key: Date.now() }), []);
  const clear = useCallback(() => setBanner(null), []);
  return { banner, show, clear };
}

/** Success with a check mark (role status), failure with a cross mark (role alert). */
export function TimedBanner({ banner }: { banner: BannerMessage | null }) {
  if (!banner) return null;
  const success = banner.kind === 'success';
  return (
    <Alert tone={success ? 'success' : 'error'} size="md" as="p" strong icon={success ? CircleCheck : CircleX} className="items-center text-sm">
      {banner.text}
    </Alert>
  );
}
