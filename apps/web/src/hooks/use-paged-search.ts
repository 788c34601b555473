import { useCallback, useState } from 'react';

/** A staff list's page and search text (the jobs and clients lists); a new search starts again at page 1. */
export function usePagedSearch() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const search = useCallback((text: string) => {
    setPage(1);
    setQ(text);
  }, []);
  return { page, setPage, q, search };
}
