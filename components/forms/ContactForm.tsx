import { SiteForm } from './SiteForm';

/** The contact page's message form (docs/product.md#contact-form). */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  return <SiteForm form="contactMessage" labelledBy={labelledBy} />;
}
