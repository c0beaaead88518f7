import { noWidow } from '@/lib/typography';
import { useTranslations } from 'next-intl';
import { useFactArgs } from '@/lib/facts';
import { QuickRequestForm } from '@/components/forms/QuickRequestForm';
import { Fold } from '@/components/ui/Fold';
import { OfficeHours } from '@/components/site/OfficeHours';
import { ContactDetails } from '../shared/ContactDetails';
import { SectionHeading } from '../shared/SectionHeading';
import { HomeSection } from './HomeSection';

/**
 * The home page's contact section (#contact, docs/product.md#home-page): details, hours, quick
 * request.
 */
export function Contact() {
  const t = useTranslations('Home.contact');
  const facts = useFactArgs();
  return (
    <HomeSection id="contact" white className="grid gap-10 lg:grid-cols-2">
      <div>
        <SectionHeading id="contact-title" text={t} intro={t('intro', facts)} />
        <h3 className="mt-8 text-xl font-black text-brand-deep">{noWidow(t('details'))}</h3>
        <ContactDetails className="mt-3" />
        <h3 className="mt-8 text-xl font-black text-brand-deep">{noWidow(t('hours'))}</h3>
        <OfficeHours className="mt-3 max-w-sm" />
      </div>
      {/* The full form is in the hero; on phones this shorter one folds away. */}
      <Fold
        id="quick-title"
        level={3}
        title={noWidow(t('formTitle'))}
        className="rounded-3xl bg-cream p-5 shadow-soft sm:p-6"
        headingClassName="text-2xl font-black text-brand-deep"
        summaryClassName="text-xl font-black text-brand-deep"
      >
        <p className="mt-1 mb-4 text-muted">{t('formIntro')}</p>
        <QuickRequestForm labelledBy="quick-title" />
      </Fold>
    </HomeSection>
  );
}
