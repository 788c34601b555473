import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function ScamsPage() {
  return (
    <PagePlaceholder
      title="Beware of Job Scams"
      description="Talentra Staffing Solutions never charges candidates a fee. Learn the warning signs and report a job scam."
    />
  );
}
