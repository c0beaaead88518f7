import { FaqsSections } from '@/components/sections/faqs/FaqsSections';
import { contentRoute } from '@/lib/page-route';

const route = contentRoute('/faqs', 'FaqsPage', FaqsSections);
export const generateMetadata = route.generateMetadata;
export default route.Page;
