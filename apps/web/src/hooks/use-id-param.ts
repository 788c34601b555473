import { useParams } from 'react-router';

/** The route's `:id` when it is a positive whole number, else null (missing, or not an id). */
export function useIdParam(): number | null {
  const { id } = useParams();
  return id && /^\d+$/.test(id) && Number(id) > 0 ? Number(id) : null;
}
