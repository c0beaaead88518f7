import { OrthodonticsSections } from '@/components/sections/orthodontics/OrthodonticsSections';
import { contentRoute } from '@/lib/page-route';

const route = contentRoute('/orthodontics', 'OrthodonticsPage', OrthodonticsSections);
export const generateMetadata = route.generateMetadata;
export default route.Page;
