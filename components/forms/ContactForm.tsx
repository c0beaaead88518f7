import { SiteForm } from './SiteForm';

/** Spec 3.2: the contact page's message form. */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  return <SiteForm form="contactMessage" labelledBy={labelledBy} />;
}
