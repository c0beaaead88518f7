import { useTranslations } from 'next-intl';
import { textLinkClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/Icon';
import { SiteLink } from '@/components/site/SiteLink';
import { useFactArgs } from '@/lib/facts';
import { SectionHeading } from '../shared/SectionHeading';
import { TeamList } from '../shared/Team';
import { HomeSection } from './HomeSection';

/**
 * The home page's about section (#about, docs/product.md#home-page): who a family meets, in
 * short, the way to the whole team on the about page, and to what a first visit is like.
 */
export function About() {
  const t = useTranslations('Home.about');
  const facts = useFactArgs();
  return (
    <HomeSection id="about" white>
      <SectionHeading id="about-title" text={t} intro={t('intro', facts)} />
      <TeamList short className="mt-6 sm:mt-10" />
      <p className="mt-4 flex flex-wrap gap-x-6">
        <SiteLink href="/about#team" className={textLinkClass}>
          {t('more')}
          <Icon name="arrow-right" className="size-5" />
        </SiteLink>
        <SiteLink href="/new-patients" className={textLinkClass}>
          {t('firstVisit')}
          <Icon name="arrow-right" className="size-5" />
        </SiteLink>
      </p>
    </HomeSection>
  );
}
