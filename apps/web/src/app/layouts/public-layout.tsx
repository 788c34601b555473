import { Outlet, useLocation } from 'react-router';
import { PublicFrame } from './public-frame';

const STAFF_SIGN_IN_PAGES = ['/login', '/forgot-password', '/reset-password'];

/** Header, page, footer, the WhatsApp link and the scam disclaimer; both are left out on /login (public-site.md §2). */
export function PublicLayout() {
  const { pathname } = useLocation();
  // the staff sign-in pages: no chat link, no scam disclaimer for candidates
  const onLoginPage = STAFF_SIGN_IN_PAGES.includes(pathname.replace(/\/+$/, '').toLowerCase());
  return (
    <PublicFrame whatsApp={!onLoginPage} disclaimer={!onLoginPage}>
      <Outlet />
    </PublicFrame>
  );
}
