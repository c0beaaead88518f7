import type { Locale } from '@/i18n/routing';

/**
 * The catalogue of the site's illustrations: every file in public/art, drawn by
 * scripts/tools/art.mjs (`npm run art`): whole people from unDraw recoloured to the site palette,
 * in rooms of the office we draw ourselves (see ART.md for sources and licences). Show one with
 * <Art name="…" />.
 *
 * Each picture has the aspect ratio of the photo that may replace it later (header 5:4,
 * portrait 4:5, office 3:2, team 1:1), so swapping in a photo is one file and moves nothing. A
 * picture that carries meaning has alt text in both languages; the others are decorative
 * (alt="").
 */
export type ArtEntry = {
  /** The file as the browser asks for it (under public/). */
  src: `/art/${string}.svg`;
  /** The intrinsic size, from the file's viewBox: reserves the space before it loads. */
  width: number;
  height: number;
} & ({ decorative: true; alt?: never } | { decorative?: false; alt: Record<Locale, string> });

type Alt = Record<Locale, string>;

const sizes = {
  header: [500, 400],
  spot: [120, 120],
  team: [400, 400],
  blog: [1200, 630],
  story: [400, 300],
} as const;

function decorative(group: keyof typeof sizes, name: string): ArtEntry {
  const [width, height] = sizes[group];
  return { src: `/art/${group}/${name}.svg`, width, height, decorative: true };
}

function meaningful(group: keyof typeof sizes, name: string, alt: Alt): ArtEntry {
  const [width, height] = sizes[group];
  return { src: `/art/${group}/${name}.svg`, width, height, alt };
}

const entries = {
  // Page headers (5:4), one per content page. Decorative: the heading beside says it all,
  // except on home, where the picture shows the families the practice serves.
  'header/home': meaningful('header', 'home', {
    en: 'Illustration of a mother arriving at our office with her two children, welcomed by our dentist',
    es: 'Ilustración de una mamá que llega con sus dos hijos a nuestro consultorio, donde los recibe nuestra dentista',
  }),
  'header/about': decorative('header', 'about'),
  'header/services': decorative('header', 'services'),
  'header/orthodontics': decorative('header', 'orthodontics'),
  'header/sedation-dentistry': decorative('header', 'sedation-dentistry'),
  'header/special-needs': decorative('header', 'special-needs'),
  'header/insurance': decorative('header', 'insurance'),
  'header/medi-cal': decorative('header', 'medi-cal'),
  'header/carecredit': decorative('header', 'carecredit'),
  'header/appointment': decorative('header', 'appointment'),
  'header/contact': decorative('header', 'contact'),
  'header/faqs': decorative('header', 'faqs'),
  'header/reviews': decorative('header', 'reviews'),
  'header/blog': decorative('header', 'blog'),
  'header/new-patients': decorative('header', 'new-patients'),
  'header/emergency': decorative('header', 'emergency'),
  'header/my-visit': decorative('header', 'my-visit'),
  // The 404 page's own scene (it shows it decorative: its heading says the page is missing).
  'header/not-found': meaningful('header', 'not-found', {
    en: 'Illustration of a father and his son in our waiting room; a smiling member of our front-desk team points them to the door, under a sign with an arrow and a house',
    es: 'Ilustración de un papá y su hijo en nuestra sala de espera; una persona de nuestra recepción les señala con una sonrisa la puerta, bajo un letrero con una flecha y una casa',
  }),

  // Photo placeholders, at the ratio of the photos that will replace them.
  'photo/dentist-portrait': {
    src: '/art/photo/dentist-portrait.svg',
    width: 400,
    height: 500,
    alt: {
      en: 'Illustration of our pediatric dentist in a white coat, holding a dental mirror beside the dental chair',
      es: 'Ilustración de nuestra dentista pediátrica con bata blanca y un espejo dental, junto al sillón dental',
    },
  },

  // Spot art for cards (1:1), decorative: the card's title names the thing.
  // Services
  'spot/preventive': decorative('spot', 'preventive'),
  'spot/restorative': decorative('spot', 'restorative'),
  'spot/orthodontics': decorative('spot', 'orthodontics'),
  'spot/emergency': decorative('spot', 'emergency'),
  // Orthodontic options
  'spot/clear-aligners': decorative('spot', 'clear-aligners'),
  'spot/metal-braces': decorative('spot', 'metal-braces'),
  'spot/ceramic-braces': decorative('spot', 'ceramic-braces'),
  // Sedation: the nitrous oxide block and the four safety cards (trained staff, monitoring,
  // quick recovery, a prepared office)
  'spot/sedation': decorative('spot', 'sedation'),
  'spot/nitrous': decorative('spot', 'nitrous'),
  'spot/sedation-staff': decorative('spot', 'sedation-staff'),
  'spot/sedation-monitoring': decorative('spot', 'sedation-monitoring'),
  'spot/sedation-office': decorative('spot', 'sedation-office'),
  // Special needs: the page's four "How we make visits easier" cards and a general one
  'spot/special-needs': decorative('spot', 'special-needs'),
  'spot/sensory': decorative('spot', 'sensory'),
  'spot/familiar-faces': decorative('spot', 'familiar-faces'),
  'spot/visual-schedule': decorative('spot', 'visual-schedule'),
  'spot/accessible': decorative('spot', 'accessible'),
  // Insurance and financing (CareCredit steps: apply, approval, use)
  'spot/insurance': decorative('spot', 'insurance'),
  'spot/insurance-card': decorative('spot', 'insurance-card'),
  'spot/finance-apply': decorative('spot', 'finance-apply'),
  'spot/finance-approval': decorative('spot', 'finance-approval'),
  'spot/finance-use': decorative('spot', 'finance-use'),
  // Visit types
  'spot/visit-new-patient': decorative('spot', 'visit-new-patient'),
  'spot/visit-cleaning': decorative('spot', 'visit-cleaning'),
  'spot/visit-ortho-consult': decorative('spot', 'visit-ortho-consult'),
  'spot/visit-emergency': decorative('spot', 'visit-emergency'),
  'spot/visit-follow-up': decorative('spot', 'visit-follow-up'),
  'spot/visit-consult': decorative('spot', 'visit-consult'),
  // The first visit, step by step
  'spot/timeline-arrive': decorative('spot', 'timeline-arrive'),
  'spot/timeline-meet': decorative('spot', 'timeline-meet'),
  'spot/timeline-exam': decorative('spot', 'timeline-exam'),
  'spot/timeline-cleaning': decorative('spot', 'timeline-cleaning'),
  'spot/timeline-plan': decorative('spot', 'timeline-plan'),
  // Paying over time
  'spot/financing': decorative('spot', 'financing'),
  // Medi-Cal at our office: a free ride, a free interpreter
  'spot/ride': decorative('spot', 'ride'),
  'spot/interpreter': decorative('spot', 'interpreter'),
  // What to bring
  'spot/bring-insurance-card': decorative('spot', 'bring-insurance-card'),
  'spot/bring-id': decorative('spot', 'bring-id'),
  'spot/bring-medicines': decorative('spot', 'bring-medicines'),
  'spot/bring-records': decorative('spot', 'bring-records'),
  'spot/bring-papers': decorative('spot', 'bring-papers'),
  'spot/bring-comfort': decorative('spot', 'bring-comfort'),

  // The team a family meets (1:1, the ratio of the staff photos that will replace them),
  // decorative: each card names the role beside its picture.
  'team/dentist': decorative('team', 'dentist'),
  'team/hygienist': decorative('team', 'hygienist'),
  'team/assistant': decorative('team', 'assistant'),
  'team/front-desk': decorative('team', 'front-desk'),

  // Blog covers (1200 × 630), one per article slug, decorative: the title is the link.
  'blog/complete-guide-kids-braces': decorative('blog', 'complete-guide-kids-braces'),
  'blog/make-child-comfortable-pediatric-dentist': decorative(
    'blog',
    'make-child-comfortable-pediatric-dentist',
  ),
  'blog/top-5-tips-childrens-oral-health': decorative('blog', 'top-5-tips-childrens-oral-health'),
  'blog/understanding-pediatric-dental-emergencies': decorative(
    'blog',
    'understanding-pediatric-dental-emergencies',
  ),
  'blog/when-should-child-see-orthodontist': decorative(
    'blog',
    'when-should-child-see-orthodontist',
  ),

  // The picture story "My visit to the dentist" (/my-visit), one picture per step, in order
  // (4:3, the ratio of the office's own photos that may replace them). Decorative: each step's
  // sentences say what its picture shows. The page reads its steps from here.
  'story/1-dentist': decorative('story', '1-dentist'),
  'story/2-waiting': decorative('story', '2-waiting'),
  'story/3-hello': decorative('story', '3-hello'),
  'story/4-chair': decorative('story', '4-chair'),
  'story/5-light': decorative('story', '5-light'),
  'story/6-mirror': decorative('story', '6-mirror'),
  'story/7-cleaning': decorative('story', '7-cleaning'),
  'story/8-x-rays': decorative('story', '8-x-rays'),
  'story/9-fluoride': decorative('story', '9-fluoride'),
  'story/10-break': decorative('story', '10-break'),
  'story/11-all-done': decorative('story', '11-all-done'),
} satisfies Record<string, ArtEntry>;

export type ArtName = keyof typeof entries;

export const art: Readonly<Record<ArtName, ArtEntry>> = entries;

export const artNames = Object.keys(entries) as ArtName[];

/** The steps of the picture story, in order: each picture's name and its step's slug. */
export const storySteps = artNames
  .filter((name) => name.startsWith('story/'))
  .map((name) => ({ art: name, slug: name.replace(/^story\/\d+-/, '') }));

/** The cover of a blog post, by slug, if it has one. */
export function blogCover(slug: string): ArtName | undefined {
  const name = `blog/${slug}`;
  return name in entries ? (name as ArtName) : undefined;
}
