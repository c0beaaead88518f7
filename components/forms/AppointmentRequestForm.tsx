import { SiteForm } from './SiteForm';

/** The home page's appointment request (hero): docs/product.md#home-appointment-request. */
export function AppointmentRequestForm({ labelledBy }: { labelledBy: string }) {
  return <SiteForm form="appointmentRequest" labelledBy={labelledBy} />;
}
