/**
 * /clients (public-site.md §2 "Clients"). The logos are our own SVG wordmarks of fictional
 * companies in /public/images/clients; the sectors are the spec's ten, verbatim.
 */
export interface ClientLogo {
  name: string;
  src: string;
  width: number;
  height: number;
}

const logo = (name: string, file: string): ClientLogo => ({ name, src: `/images/clients/${file}.svg`, width: 160, height: 64 });

export const CLIENT_LOGOS: readonly ClientLogo[] = [
  logo('Brightwave Technologies', 'brightwave'),
  logo('Northstar Manufacturing', 'northstar'),
  logo('Kaveri Finserv', 'kaveri'),
  logo('Lotus Interiors', 'lotus'),
  logo('Skyline Constructions', 'skyline'),
  logo('Pixel Orbit Digital', 'pixelorbit'),
  logo('Sahyadri Insurance', 'sahyadri'),
  logo('FunCity Parks', 'funcity'),
  logo('Crestline Business Services', 'crestline'),
  logo('Veda Software Labs', 'veda'),
  logo('Monsoon Retail', 'monsoon'),
  logo('HelpHub Support', 'helphub'),
];

export const SECTORS: readonly string[] = [
  'IT & Software Development',
  'Digital Marketing',
  'Manufacturing',
  'Sales & Marketing',
  'Banking & Insurance',
  'Business Services',
  'Interior Designing',
  'Construction',
  'Entertainment & Amusement Park',
  'Customer Support',
];
