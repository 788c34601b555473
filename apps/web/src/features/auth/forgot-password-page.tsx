import { useState, type FormEvent } from 'react';
import { MAIL_MSG, MSG, isEmail } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { requestPasswordReset } from '../../api/password-reset';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { TextInput } from '../../components/text-input';
import { usePageTitle } from '../../hooks/use-page-title';
import { Alert } from '../../components/ui/alert';

/** /forgot-password (issue 16): asks for a reset link by e-mail; the answer never says whether the address has an account. */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot password', 'Reset the password of your Talentra staff account.');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = email.trim();
    const problem = !value ? MSG.required : !isEmail(value) ? MSG.invalidEmail : undefined;
    setFieldError(problem);
    setFormError(null);
    if (problem) {
      document.getElementById('reset-email')?.focus();
      return;
    }
    setBusy(true);
    try {
      setSent((await requestPasswordReset(value)) ?? MAIL_MSG.resetRequested);
    } catch (error) {
      setFormError(error instanceof ApiError && error.status === 429 ? error.message : 'The request could not be sent. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">Forgot password</h1>
        {sent ? (
          <div className="mt-6 space-y-4">
            <Alert tone="success" as="p">
              {sent}
            </Alert>
            <p className="text-sm text-ink-700">The link works once, for 30 minutes. Check your spam folder if it does not arrive.</p>
            <Link to="/login" className="font-semibold text-brand-800 underline">
              Back to sign in
            </Link>
          </div>
        ) : (
          <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 space-y-5">
            <p className="text-ink-700">Enter the e-mail address of your staff account. We will send you a link to choose a new password.</p>
            {formError ? <Alert as="p">{formError}</Alert> : null}
            <TextInput
              id="reset-email"
              label="Email"
              type="email"
              autoComplete="username"
              inputMode="email"
              maxLength={254}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={fieldError}
            />
            <Button type="submit" className="w-full" size="lg" disabled={busy}>
              {busy ? 'Sending...' : 'Send reset link'}
            </Button>
            <p className="text-center text-sm">
              <Link to="/login" className="font-semibold text-brand-800 underline">
                Back to sign in
              </Link>
            </p>
          </form>
        )}
      </div>
    </section>
  );
}
