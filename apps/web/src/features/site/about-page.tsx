import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function AboutPage() {
  return (
    <PagePlaceholder title="About Us" description="Who we are, how we hire in five steps, and the team that leads Talentra Staffing Solutions." />
  );
}
