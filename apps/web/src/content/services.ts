/** The four service lines, as linked from the header menu, the drawer and the footer (public-site.md §2). */
export interface ServiceLink {
  label: string;
  /** Where the header SERVICES menu points. */
  menuHref: string;
  /** Where the footer quick links point (the spec uses other spellings there). */
  footerHref: string;
}

export const SERVICE_LINKS: readonly ServiceLink[] = [
  { label: 'Staffing Services', menuHref: '/Staffing/1', footerHref: '/Staffing' },
  { label: 'Payroll Services', menuHref: '/Payroll', footerHref: '/payroll' },
  { label: 'IT Hardware Asset Management', menuHref: '/Itmanagement', footerHref: '/itmanagement' },
  { label: 'IT Network Design, Implementation & Support', menuHref: '/network', footerHref: '/network' },
];

/** The main site links in the header and the drawer. */
export const SITE_LINKS: readonly { label: string; href: string }[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Clients', href: '/clients' },
  { label: 'Careers', href: '/careers' },
  { label: 'Contact', href: '/contact' },
];
