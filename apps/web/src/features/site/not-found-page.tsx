import { NotFound } from '../../components/not-found';
import { usePageTitle } from '../../hooks/use-page-title';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return <NotFound />;
}
