import { SiteForm } from './SiteForm';

/** Spec 3.4: the home contact section's short form, which (DECISIONS.md) really sends. */
export function QuickRequestForm({ labelledBy }: { labelledBy: string }) {
  return <SiteForm form="quickRequest" labelledBy={labelledBy} />;
}
