import { CareCreditSections } from '@/components/sections/carecredit/CareCreditSections';
import { contentRoute } from '@/lib/page-route';

const route = contentRoute('/carecredit', 'CareCreditPage', CareCreditSections);
export const generateMetadata = route.generateMetadata;
export default route.Page;
