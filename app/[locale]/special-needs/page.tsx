import { SpecialNeedsSections } from '@/components/sections/special-needs/SpecialNeedsSections';
import { contentRoute } from '@/lib/page-route';

const route = contentRoute('/special-needs', 'SpecialNeedsPage', SpecialNeedsSections);
export const generateMetadata = route.generateMetadata;
export default route.Page;
