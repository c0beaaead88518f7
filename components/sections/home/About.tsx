import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { useFactArgs } from '@/lib/facts';
import { PracticeFigures } from '../shared/PracticeFigures';
import { SectionHeading } from '../shared/SectionHeading';
import { HomeSection } from './HomeSection';

/**
 * The home page's about section (#about, docs/product.md#home-page): mission, three tags, four
 * figures.
 */
export function About() {
  const t = useTranslations('Home.about');
  const facts = useFactArgs();
  return (
    <HomeSection id="about" white className="grid gap-10 lg:grid-cols-2 lg:items-center">
      <div>
        <SectionHeading id="about-title" text={t} />
        <p className="mt-4 text-lg">{t('mission.0', facts)}</p>
        <p className="mt-3">{t('mission.1')}</p>
        <ul className="mt-6 flex flex-wrap gap-2">
          {([0, 1, 2] as const).map((n) => (
            <li
              key={n}
              className="inline-flex items-center gap-1.5 rounded-full bg-brand-soft px-3 py-1.5 font-bold text-brand-deep"
            >
              <Icon name="check" className="size-4" />
              {t(`tags.${n}`)}
            </li>
          ))}
        </ul>
      </div>
      <PracticeFigures />
    </HomeSection>
  );
}
