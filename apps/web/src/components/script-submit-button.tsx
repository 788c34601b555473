import type { ComponentProps } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import { Button } from './button';
import { Alert } from './ui/alert';

/**
 * The submit button of a form the page's script sends (decision 154). Disabled while
 * `busy`, and until the page has hydrated: a pre-rendered form pressed, or sent with Enter, before
 * its script runs would be sent by the browser itself, its fields in the address. Beside it, for
 * a browser that runs no script, a note that the form needs one. The form itself says
 * `method="post"`, so that whatever sends it never puts its fields in the address.
 */
export function ScriptSubmitButton({ busy, disabled, ...props }: Omit<ComponentProps<typeof Button>, 'type'> & { busy: boolean }) {
  const hydrated = useHydrated();
  return (
    <>
      <noscript>
        <Alert tone="warning" size="sm" role={false}>
          This form needs JavaScript. Turn it on in your browser to send it.
        </Alert>
      </noscript>
      <Button type="submit" disabled={busy || !hydrated || disabled} {...props} />
    </>
  );
}
