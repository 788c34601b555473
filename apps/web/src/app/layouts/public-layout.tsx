import { Outlet, useLocation } from 'react-router';
import { PublicFrame } from './public-frame';

/** Header, page, footer, the WhatsApp link and the scam disclaimer; both are left out on /login (public-site.md §2). */
export function PublicLayout() {
  const { pathname } = useLocation();
  const onLoginPage = pathname.replace(/\/+$/, '').toLowerCase() === '/login';
  return (
    <PublicFrame whatsApp={!onLoginPage} disclaimer={!onLoginPage}>
      <Outlet />
    </PublicFrame>
  );
}
