import { PRIVACY_NOTICE_PATH } from '@talentra/contract';

/**
 * A consent text with its words "privacy notice" linking to the notice (issue 18). The notice
 * opens in a new tab so the half-filled form stays as it is.
 */
export function ConsentLabel({ text }: { text: string }) {
  const at = text.indexOf('privacy notice');
  if (at === -1) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <a href={PRIVACY_NOTICE_PATH} target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-2">
        privacy notice
      </a>
      {text.slice(at + 'privacy notice'.length)}
    </>
  );
}
