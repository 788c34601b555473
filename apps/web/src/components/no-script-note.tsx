import { Alert } from './ui/alert';

/** Shown only where the browser runs no script: the form beside it is sent by the page's script. */
export function NoScriptNote() {
  return (
    <noscript>
      <Alert tone="warning" size="sm" role={false}>
        This form needs JavaScript. Turn it on in your browser to send it.
      </Alert>
    </noscript>
  );
}
