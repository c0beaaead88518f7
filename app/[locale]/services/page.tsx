import { ServicesSections } from '@/components/sections/services/ServicesSections';
import { contentRoute } from '@/lib/page-route';

const route = contentRoute('/services', 'ServicesPage', ServicesSections);
export const generateMetadata = route.generateMetadata;
export default route.Page;
