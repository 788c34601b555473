import { useLocation } from 'react-router';
import { PagePlaceholder } from '../../components/page-placeholder';

/** /profile1 to /profile8 share this page; the number comes from the path. */
function profileNumber(pathname: string): number | null {
  const match = /\/profile([1-8])\/?$/i.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** Placeholder: replace this file with the real team profile page (name, photo, bio). */
export default function ProfilePage() {
  const n = profileNumber(useLocation().pathname);
  return <PagePlaceholder title={`Team Profile ${n ?? ''}`.trim()} description="A member of the Talentra Staffing Solutions team." />;
}
