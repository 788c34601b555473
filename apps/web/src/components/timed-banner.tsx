import { useCallback, useEffect, useState } from 'react';
import { BANNER_CLEAR_MS } from '@talentra/contract';
import { NoticeBanner } from './notice-banner';

interface BannerMessage {
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

/** The message as a result banner: success a polite status, a failure an alert. */
export function TimedBanner({ banner }: { banner: BannerMessage | null }) {
  return <NoticeBanner notice={banner && { tone: banner.kind, title: banner.text }} />;
}
