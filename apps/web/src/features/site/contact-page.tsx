import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function ContactPage() {
  return <PagePlaceholder title="Contact Us" description="Reach Talentra Staffing Solutions by phone, e-mail or the feedback form." />;
}
