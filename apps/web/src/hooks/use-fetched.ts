import { useEffect, useRef, useState } from 'react';

/** Answers kept for a moment, by key: going back to a page shows it at once. */
const recent = new Map<string, { data: unknown; at: number }>();
const KEEP_MS = 30_000;
const KEEP_ENTRIES = 20;

/** Forget every kept answer (tests: each starts with none). */
export function forgetFetched(): void {
  recent.clear();
}

/** Keep `data` as the answer for `key`, fetched now (a page the server rendered with it: lib/page-data.ts). */
export function keepFetched(key: string, data: unknown): void {
  recent.delete(key);
  recent.set(key, { data, at: Date.now() });
  if (recent.size > KEEP_ENTRIES) recent.delete(recent.keys().next().value!);
}

function fresh<T>(key: string): { data: T } | undefined {
  const hit = recent.get(key);
  return hit && Date.now() - hit.at < KEEP_MS ? { data: hit.data as T } : undefined;
}

interface FetchedBase {
  error: unknown;
  isFetching: boolean;
  /** `data` is the previous key's answer, shown while this key's loads. */
  isPlaceholderData: boolean;
  refetch: () => void;
}

/** As react-query's result: once neither pending nor failed, there is data (this key's, or the previous one's while it loads). */
export type Fetched<T> = FetchedBase &
  (
    | { isPending: true; isError: false; data: undefined }
    | { isPending: false; isError: true; data: T | undefined }
    | { isPending: false; isError: false; data: T }
  );

/**
 * One GET for a public page, without a query library: the careers list, which must load fast on a
 * phone (issue 14: its first-load JavaScript had to shrink below 105 KB, and react-query was 12 KB of
 * it). The answer is fetched when `key` changes (the previous request is aborted), the previous
 * answer stays on screen meanwhile (as react-query's keepPreviousData), and answers are kept 30 s.
 * Pages that share data between screens keep using react-query.
 */
export function useFetched<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>, { enabled = true }: { enabled?: boolean } = {}): Fetched<T> {
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<{ key: string; round: number; data?: T; error?: unknown } | null>(null);
  const [previous, setPrevious] = useState<T | undefined>(undefined);
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });

  useEffect(() => {
    if (!enabled || (round === 0 && fresh(key))) return;
    const controller = new AbortController();
    fetcherRef.current(controller.signal).then(
      (data) => {
        keepFetched(key, data);
        setSettled({ key, round, data });
        setPrevious(data);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, round, error });
      },
    );
    return () => controller.abort();
  }, [key, round, enabled]);

  const current = settled && settled.key === key && settled.round === round ? settled : null;
  const cached = round === 0 ? fresh<T>(key) : undefined;
  const own = current ? current.data : cached?.data;
  const isFetching = !current && !cached;
  const data = own ?? (isFetching ? previous : undefined);
  const error = current?.error;
  return {
    data,
    error,
    isPending: data === undefined && error === undefined,
    isError: error !== undefined,
    isFetching,
    isPlaceholderData: own === undefined && data !== undefined,
    refetch: () => setRound((r) => r + 1),
  } as Fetched<T>;
}
