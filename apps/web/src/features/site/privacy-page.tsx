import { privacyNotice } from '../../content/legal';
import { LegalPage } from './legal-page';

/** /privacy: the privacy notice (issue 17). */
export default function PrivacyPage() {
  return <LegalPage document={privacyNotice} other="terms" />;
}
