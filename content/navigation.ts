import { legalPages } from './legal';

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
  '/medi-cal',
  '/special-needs',
  '/carecredit',
  '/my-visit',
  '/blog',
  '/privacy',
  '/privacy-practices',
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
  | 'mediCal'
  | 'emergency';

export type NavLink = { key: NavKey; href: string };
export type NavGroup = { key: NavKey; children: readonly NavLink[] };
export type NavItem = NavLink | NavGroup;

export const isGroup = (item: NavItem): item is NavGroup => 'children' in item;

/** Each navigation entry's page (the home entry of the main menu points at the hero anchor). */
const paths: Record<Exclude<NavKey, 'services'>, (typeof routes)[number]> = {
  home: '/',
  about: '/about',
  allServices: '/services',
  orthodontics: '/orthodontics',
  sedation: '/sedation-dentistry',
  specialNeeds: '/special-needs',
  newPatients: '/new-patients',
  insurance: '/insurance',
  mediCal: '/medi-cal',
  blog: '/blog',
  faqs: '/faqs',
  reviews: '/reviews',
  contact: '/contact',
  emergency: '/emergency',
};

const links = (keys: Array<keyof typeof paths>): NavLink[] =>
  keys.map((key) => ({ key, href: paths[key] }));

/**
 * The main menu, in the order of docs/product.md#navigation-bar. Home points at the hero anchor,
 * so it scrolls there on the home page.
 */
export const mainNav: readonly NavItem[] = [
  { key: 'home', href: '/#home' },
  ...links(['about']),
  {
    key: 'services',
    children: links([
      'allServices',
      'orthodontics',
      'sedation',
      'specialNeeds',
      'newPatients',
      'mediCal',
    ]),
  },
  ...links(['insurance', 'blog', 'faqs', 'reviews', 'contact']),
];

/** The footer's quick links (docs/product.md#footer). */
export const footerLinks: readonly NavLink[] = links([
  'home',
  'about',
  'allServices',
  'orthodontics',
  'reviews',
  'contact',
  'newPatients',
  'mediCal',
  'emergency',
]);

export const legalLinks = legalPages.map((key) => ({ key, href: `/${key}` }) as const);
