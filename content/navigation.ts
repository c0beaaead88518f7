/**
 * The site's pages and its navigation, as unprefixed paths. Labels live in messages under `Nav`.
 * `routes` is the one list the sitemap, the tests and the link checks walk.
 */

export const routes = [
  '/',
  '/services',
  '/about',
  '/reviews',
  '/contact',
  '/appointment',
  '/new-patients',
  '/emergency',
  '/orthodontics',
  '/faqs',
  '/sedation-dentistry',
  '/insurance',
  '/special-needs',
  '/carecredit',
  '/blog',
  '/privacy',
  '/terms',
  '/accessibility',
  '/nondiscrimination',
] as const;

export type NavKey =
  | 'home'
  | 'about'
  | 'services'
  | 'allServices'
  | 'orthodontics'
  | 'sedation'
  | 'specialNeeds'
  | 'insurance'
  | 'blog'
  | 'faqs'
  | 'reviews'
  | 'contact'
  | 'newPatients'
  | 'emergency';

export type NavLink = { key: NavKey; href: string };
export type NavGroup = { key: NavKey; children: readonly NavLink[] };
export type NavItem = NavLink | NavGroup;

export const isGroup = (item: NavItem): item is NavGroup => 'children' in item;

/** Spec 2.2, in order. Home points at the hero anchor so it scrolls there on the home page. */
export const mainNav: readonly NavItem[] = [
  { key: 'home', href: '/#home' },
  { key: 'about', href: '/about' },
  {
    key: 'services',
    children: [
      { key: 'allServices', href: '/services' },
      { key: 'orthodontics', href: '/orthodontics' },
      { key: 'sedation', href: '/sedation-dentistry' },
      { key: 'specialNeeds', href: '/special-needs' },
      { key: 'newPatients', href: '/new-patients' },
    ],
  },
  { key: 'insurance', href: '/insurance' },
  { key: 'blog', href: '/blog' },
  { key: 'faqs', href: '/faqs' },
  { key: 'reviews', href: '/reviews' },
  { key: 'contact', href: '/contact' },
];

/** Spec 2.3: the footer's quick links. */
export const footerLinks: readonly NavLink[] = [
  { key: 'home', href: '/' },
  { key: 'about', href: '/about' },
  { key: 'allServices', href: '/services' },
  { key: 'orthodontics', href: '/orthodontics' },
  { key: 'reviews', href: '/reviews' },
  { key: 'contact', href: '/contact' },
  { key: 'newPatients', href: '/new-patients' },
  { key: 'emergency', href: '/emergency' },
];

export const legalLinks = [
  { key: 'privacy', href: '/privacy' },
  { key: 'terms', href: '/terms' },
  { key: 'accessibility', href: '/accessibility' },
  { key: 'nondiscrimination', href: '/nondiscrimination' },
] as const;
