import { legalRoute } from '@/components/sections/legal/LegalPage';

const route = legalRoute('accessibility');
export const generateMetadata = route.generateMetadata;
export default route.Page;
