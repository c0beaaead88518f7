import { SiteForm } from './SiteForm';

/** Spec 3.1: the home page's appointment request (hero). */
export function AppointmentRequestForm({ labelledBy }: { labelledBy: string }) {
  return <SiteForm form="appointmentRequest" labelledBy={labelledBy} />;
}
