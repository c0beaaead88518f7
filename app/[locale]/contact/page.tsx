import { ContactSections } from '@/components/sections/contact/ContactSections';
import { contentRoute } from '@/lib/page-route';

const route = contentRoute('/contact', 'ContactPage', ContactSections);
export const generateMetadata = route.generateMetadata;
export default route.Page;
