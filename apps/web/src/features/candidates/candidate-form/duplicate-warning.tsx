import { useEffect, useEffectEvent, useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { isEmail, phoneDigits } from '@talentra/contract';
import { fetchDuplicates, type PossibleDuplicate } from '../../../api/candidates-workspace';
import { Button } from '../../../components/button';
import { Link } from '../../../components/link';
import { Alert } from '../../../components/ui/alert';

export const DUPLICATE_CHECK_DELAY_MS = 400;

interface DuplicateWarningProps {
  email: string;
  phone: string;
  /** The person staff said this is ('Same person'), or null. */
  samePersonAs: number | null;
  /** 'Same person' gives the person's id; 'Different person', or a search that no longer shows them, null. */
  onAnswer: (samePersonAs: number | null) => void;
}

/**
 * 'Possible duplicate' (issues 15, 41): as the e-mail or phone is typed, ask the server whether a
 * person with it exists already, and link to their profile. The same e-mail is the same person (the
 * application joins them); the same phone alone is a question staff answer: 'Same person' links the
 * application to them, 'Different person' (or no answer) keeps it a person of its own.
 */
export function DuplicateWarning({ email, phone, samePersonAs, onAnswer }: DuplicateWarningProps) {
  const [found, setFound] = useState<PossibleDuplicate[]>([]);
  /** Who was answered 'Different person' (shown pressed; nothing is sent for them). */
  const [different, setDifferent] = useState<ReadonlySet<number>>(new Set());
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

  // an answer about someone the search no longer asks about (another phone, or now their e-mail) is dropped
  const dropStale = useEffectEvent((people: PossibleDuplicate[]) => {
    if (samePersonAs !== null && !people.some((p) => p.id === samePersonAs && p.match === 'phone')) onAnswer(null);
  });
  useEffect(() => {
    dropStale(found);
  }, [found]);

  if (found.length === 0) return null;
  const answer = (id: number, same: boolean) => {
    setDifferent((d) => {
      const next = new Set(d);
      if (same) next.delete(id);
      else next.add(id);
      return next;
    });
    if (same) onAnswer(id);
    else if (samePersonAs === id) onAnswer(null);
  };
  return (
    <Alert tone="warning" role="status" icon={AlertTriangle} className="sm:col-span-2">
      <div>
        <p className="font-semibold">Possible duplicate</p>
        <ul className="mt-1 space-y-2">
          {found.map((p) => (
            <li key={p.id}>
              <Link to={`/candidates/${p.id}`} className="font-medium text-brand-800 underline">
                {p.candidate_name}
              </Link>{' '}
              ({p.email}, {p.mobile_number})
              {p.match === 'email' ? (
                <p>Same e-mail: this application will be added to their profile.</p>
              ) : (
                <div>
                  <p>Same phone number. Is this the same person?</p>
                  <div className="mt-1 flex flex-wrap gap-2" role="group" aria-label={`Is this ${p.candidate_name}?`}>
                    <Button
                      type="button"
                      size="sm"
                      variant={samePersonAs === p.id ? 'primary' : 'secondary'}
                      aria-pressed={samePersonAs === p.id}
                      onClick={() => answer(p.id, true)}
                    >
                      Same person
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant={different.has(p.id) ? 'primary' : 'secondary'}
                      aria-pressed={different.has(p.id) && samePersonAs !== p.id}
                      onClick={() => answer(p.id, false)}
                    >
                      Different person
                    </Button>
                  </div>
                  {samePersonAs === p.id ? (
                    <p className="mt-1">This application will be added to their profile.</p>
                  ) : different.has(p.id) ? (
                    <p className="mt-1">Kept as a different person.</p>
                  ) : null}
                </div>
              )}
            </li>
          ))}
        </ul>
      </div>
    </Alert>
  );
}
