import { useState } from 'react';
import { useLocation, useNavigate } from '../../lib/location';
import { Eye, EyeOff } from 'lucide-react';
import { ROLE_HOME, ROLE_LABELS } from '@talentra/contract';
import { ButtonLink } from '../../components/button';
import { ScriptSubmitButton } from '../../components/script-submit-button';
import { Link } from '../../components/link';
import { Checkbox } from '../../components/checkbox';
import { TextInput } from '../../components/text-input';
import { usePageTitle } from '../../hooks/use-page-title';
import { useAuth } from '../../lib/session/auth-context';
import { landingFor, loginErrorMessage } from './login-messages';
import { Alert } from '../../components/ui/alert';
import { lazyModule } from '../../lib/lazy-module';
import { useNativeForm } from '../../lib/native-form';

/** /login (staff-portal.md §2, §5, §8). The contract's LoginSchema validates the form. */

// zod and the schema load when the form is first focused or checked, not with the page: the page
// runs less script before it can be used (Lighthouse TBT on /login)
const rules = lazyModule(() => import('./login-schema').then((m) => m.loginRules));

export default function LoginPage() {
  usePageTitle('Employee Login', 'Sign in to the Talentra staff portal.');
  // No /me call of its own: anonymous visitors would only get a 401. When a user is stored, the
  // session was checked at start, and a signed-in user is offered the way back to the dashboard.
  const { status, user, signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);

  const { formProps, errors, isSubmitting } = useNativeForm<{ username: string; password: string }, 'username' | 'password'>({
    rules,
    onSubmit: async ({ username, password }) => {
      setFormError(null);
      try {
        const signedIn = await signIn(username, password);
        const from = (location.state as { from?: unknown } | null)?.from;
        navigate(landingFor(signedIn.user_role, from), { replace: true });
      } catch (error) {
        setFormError(loginErrorMessage(error));
      }
    },
  });

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">Employee Login</h1>
        <p className="mt-1 text-ink-700">Sign in to the staff portal.</p>

        {status === 'signed-in' && user ? (
          <div className="mt-6 rounded-md border border-brand-200 bg-brand-50 p-4 text-sm text-ink-900">
            <p>
              You are signed in as <strong>{user.username}</strong> ({ROLE_LABELS[user.user_role]}).
            </p>
            <ButtonLink to={ROLE_HOME[user.user_role]} size="sm" className="mt-3">
              Go to your dashboard
            </ButtonLink>
          </div>
        ) : null}

        <form {...formProps} method="post" className="mt-6 space-y-5">
          {formError ? <Alert as="p">{formError}</Alert> : null}
          <TextInput label="Email" type="email" autoComplete="username" inputMode="email" error={errors.username} name="username" />
          <TextInput
            label="Password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            error={errors.password}
            trailing={
              <button
                type="button"
                className="rounded p-2 text-ink-700 hover:bg-slate-100"
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
              </button>
            }
            name="password"
          />
          {/* Present as in the original portal; the session length is fixed by the server. */}
          <Checkbox label="Remember me" name="remember" />
          <ScriptSubmitButton className="w-full" size="lg" busy={isSubmitting}>
            {isSubmitting ? 'Signing in...' : 'Sign in'}
          </ScriptSubmitButton>
          <p className="text-center text-sm">
            <Link to="/forgot-password" className="font-semibold text-brand-800 underline">
              Forgot password?
            </Link>
          </p>
        </form>
      </div>
    </section>
  );
}
