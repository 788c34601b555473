import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function TestimonialsPage() {
  return <PagePlaceholder title="Our Partners Says" description="What our partners say about working with Talentra Staffing Solutions." />;
}
