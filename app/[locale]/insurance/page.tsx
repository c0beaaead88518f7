import { InsuranceSections } from '@/components/sections/insurance/InsuranceSections';
import { contentRoute } from '@/lib/page-route';

const route = contentRoute('/insurance', 'InsurancePage', InsuranceSections);
export const generateMetadata = route.generateMetadata;
export default route.Page;
