import { NewPatientsSections } from '@/components/sections/new-patients/NewPatientsSections';
import { contentRoute } from '@/lib/page-route';

const route = contentRoute('/new-patients', 'NewPatientsPage', NewPatientsSections);
export const generateMetadata = route.generateMetadata;
export default route.Page;
