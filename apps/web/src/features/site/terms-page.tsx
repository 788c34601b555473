import { termsOfUse } from '../../content/legal';
import { LegalPage } from './legal-page';

/** /terms: the terms of use (issue 17). */
export default function TermsPage() {
  return <LegalPage document={termsOfUse} other="privacy" />;
}
