import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function GetInTouchPage() {
  return <PagePlaceholder title="Get in Touch" description="Tell us what you need and our team will get back to you." />;
}
