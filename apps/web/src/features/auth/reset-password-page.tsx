import { useState, type FormEvent } from 'react';
import { useSearchParams } from '../../lib/location';
import { MAIL_MSG, PASSWORD_MIN } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { confirmPasswordReset } from '../../api/password-reset';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { TextInput } from '../../components/text-input';
import { usePageTitle } from '../../hooks/use-page-title';
import { Alert } from '../../components/ui/alert';

const PASSWORDS_DIFFER = 'The two passwords are not the same';
const TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;

/** /reset-password?token=… (issue 16): the link of the reset e-mail; a new password ends every session of the account. */
export default function ResetPasswordPage() {
  usePageTitle('Choose a new password', 'Choose a new password for your Talentra staff account.');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ password?: string; again?: string }>({});
  const [tokenError, setTokenError] = useState<string | null>(token ? null : MAIL_MSG.resetTokenInvalid);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      password: password.length < PASSWORD_MIN ? TOO_SHORT : undefined,
      again: again !== password ? PASSWORDS_DIFFER : undefined,
    };
    setErrors(next);
    if (next.password || next.again) {
      document.getElementById(next.password ? 'new-password' : 'new-password-again')?.focus();
      return;
    }
    setBusy(true);
    try {
      setDone((await confirmPasswordReset(token, password)) ?? MAIL_MSG.resetDone);
    } catch (error) {
      if (error instanceof ApiError && error.errors.token) setTokenError(error.errors.token[0] ?? MAIL_MSG.resetTokenInvalid);
      else if (error instanceof ApiError && error.errors.password) setErrors({ password: error.errors.password[0] });
      else setTokenError('The password could not be changed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">Choose a new password</h1>
        {done ? (
          <div className="mt-6 space-y-4">
            <Alert tone="success" as="p">
              {done}
            </Alert>
            <Link to="/login" className="font-semibold text-brand-800 underline">
              Sign in
            </Link>
          </div>
        ) : tokenError ? (
          <div className="mt-6 space-y-4">
            <Alert as="p">{tokenError}</Alert>
            <Link to="/forgot-password" className="font-semibold text-brand-800 underline">
              Ask for a new link
            </Link>
          </div>
        ) : (
          <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 space-y-5">
            <TextInput
              id="new-password"
              label="New password"
              type="password"
              autoComplete="new-password"
              hint={`At least ${PASSWORD_MIN} characters`}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
            />
            <TextInput
              id="new-password-again"
              label="New password again"
              type="password"
              autoComplete="new-password"
              value={again}
              onChange={(e) => setAgain(e.target.value)}
              error={errors.again}
            />
            <Button type="submit" className="w-full" size="lg" disabled={busy}>
              {busy ? 'Saving...' : 'Save new password'}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
