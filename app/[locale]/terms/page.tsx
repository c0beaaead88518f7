import { legalRoute } from '@/components/sections/legal/LegalPage';

const route = legalRoute('terms');
export const generateMetadata = route.generateMetadata;
export default route.Page;
