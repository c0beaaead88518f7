import { SiteForm } from './SiteForm';

/**
 * The home contact section's short form, which really sends (docs/product.md#home-quick-request).
 */
export function QuickRequestForm({ labelledBy }: { labelledBy: string }) {
  return <SiteForm form="quickRequest" labelledBy={labelledBy} />;
}
