import { AboutSections } from '@/components/sections/about/AboutSections';
import { contentRoute } from '@/lib/page-route';

const route = contentRoute('/about', 'AboutPage', AboutSections);
export const generateMetadata = route.generateMetadata;
export default route.Page;
