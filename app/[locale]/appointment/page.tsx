import { AppointmentSections } from '@/components/sections/appointment/AppointmentSections';
import { contentRoute } from '@/lib/page-route';

const route = contentRoute('/appointment', 'AppointmentPage', AppointmentSections);
export const generateMetadata = route.generateMetadata;
export default route.Page;
