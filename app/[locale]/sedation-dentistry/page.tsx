import { SedationSections } from '@/components/sections/sedation/SedationSections';
import { contentRoute } from '@/lib/page-route';

const route = contentRoute('/sedation-dentistry', 'SedationPage', SedationSections);
export const generateMetadata = route.generateMetadata;
export default route.Page;
