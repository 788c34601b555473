import { useEffect } from 'react';
import { useLocation } from 'react-router';
import NotFoundPage from '../features/site/not-found-page';
import { PublicFrame } from './layouts/public-frame';
import { matchPublicPage } from './public-pages';

/**
 * A path the staff portal has no page for. A public page is an island of its own (public-pages.ts):
 * react-router has put its address in the bar (a link, or the guard's redirect to /login with its
 * state), and a reload lets the server send that page; a reload keeps the history entry's state.
 * Any other path: the not-found page, as the server sends it.
 */
export function OutsideStaffPortal() {
  const { pathname } = useLocation();
  const isPublicPage = matchPublicPage(pathname) !== null;
  useEffect(() => {
    if (isPublicPage) window.location.reload();
  }, [isPublicPage, pathname]);
  if (isPublicPage) return null;
  return (
    <PublicFrame>
      <NotFoundPage />
    </PublicFrame>
  );
}
