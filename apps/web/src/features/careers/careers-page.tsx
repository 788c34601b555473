import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function CareersPage() {
  return <PagePlaceholder title="Careers" description="Current job openings at Talentra Staffing Solutions and our clients." />;
}
