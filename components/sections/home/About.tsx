import { useTranslations } from 'next-intl';
import { ArrowText } from '@/components/ui/ArrowText';
import { textLinkClass } from '@/components/ui/button';
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
          <ArrowText>{t('more')}</ArrowText>
        </SiteLink>
        <SiteLink href="/new-patients" className={textLinkClass}>
          <ArrowText>{t('firstVisit')}</ArrowText>
        </SiteLink>
      </p>
    </HomeSection>
  );
}
