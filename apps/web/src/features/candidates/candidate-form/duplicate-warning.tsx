import { useEffect, useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { isEmail, phoneDigits } from '@talentra/contract';
import { fetchDuplicates, type PossibleDuplicate } from '../../../api/candidates-workspace';
import { Link } from '../../../components/link';
import { Alert } from '../../../components/ui/alert';

export const DUPLICATE_CHECK_DELAY_MS = 400;

/**
 * 'Possible duplicate' (issue 15): as the e-mail or phone is typed, ask the server whether a person
 * with it exists already, and link to their profile. Only a hint: the application may still be for
 * another job.
 */
export function DuplicateWarning({ email, phone }: { email: string; phone: string }) {
  const [found, setFound] = useState<PossibleDuplicate[]>([]);
  const mail = isEmail(email.trim()) ? email.trim() : '';
  const digits = phoneDigits(phone.trim());
  const tel = /^\d{10,15}$/.test(digits) ? digits : '';

  useEffect(() => {
    if (!mail && !tel) {
      setFound([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchDuplicates(mail, tel, controller.signal).then(setFound, () => setFound([]));
    }, DUPLICATE_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [mail, tel]);

  if (found.length === 0) return null;
  return (
    <Alert tone="warning" role="status" icon={AlertTriangle} className="sm:col-span-2">
      <div>
        <p className="font-semibold">Possible duplicate</p>
        <ul className="mt-1 space-y-0.5">
          {found.map((p) => (
            <li key={p.id}>
              <Link to={`/candidates/${p.id}`} className="font-medium text-brand-800 underline">
                {p.candidate_name}
              </Link>{' '}
              ({p.email}, {p.mobile_number})
            </li>
          ))}
        </ul>
      </div>
    </Alert>
  );
}
