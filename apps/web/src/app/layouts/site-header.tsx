import { buttonClasses } from '../../components/button';
import { Link, NavLink } from '../../components/link';
import { company } from '../../content/company';
import { SITE_LINKS } from '../../content/services';
import { cn } from '../../lib/cn';
import { MobileNav } from './mobile-nav';
import { ServicesMenu } from './services-menu';

export const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-semibold tracking-wide uppercase transition-colors hover:bg-brand-50 hover:text-brand-800',
    isActive ? 'text-brand-800 underline decoration-2 underline-offset-8' : 'text-ink-700',
  );

/** The site header: main links, the SERVICES menu and EMPLOYEE LOGIN; a drawer below 1024px. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-baseline gap-2 rounded-md text-brand-900" aria-label={`${company.name}, home`}>
          <span className="text-2xl font-extrabold tracking-tight">{company.productName}</span>
          <span className="hidden text-xs font-semibold tracking-widest text-ink-500 uppercase sm:inline">Staffing Solutions</span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {SITE_LINKS.map((link) =>
            link.href === '/services' ? (
              <div key={link.href} className="flex items-center">
                <NavLink to={link.href} className={navLinkClasses}>
                  {link.label}
                </NavLink>
                <ServicesMenu />
              </div>
            ) : (
              <NavLink key={link.href} to={link.href} end={link.href === '/'} className={navLinkClasses}>
                {link.label}
              </NavLink>
            ),
          )}
        </nav>

        <div className="flex items-center gap-2">
          {/* Below 640px the drawer carries the login button. */}
          <div className="hidden sm:block">
            <Link to="/login" className={buttonClasses({ variant: 'primary', size: 'sm' })}>
              EMPLOYEE LOGIN
            </Link>
          </div>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
