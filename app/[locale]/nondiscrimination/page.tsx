import { legalRoute } from '@/components/sections/legal/LegalPage';

const route = legalRoute('nondiscrimination');
export const generateMetadata = route.generateMetadata;
export default route.Page;
