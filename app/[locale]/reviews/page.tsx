import { ReviewsSections } from '@/components/sections/reviews/ReviewsSections';
import { contentRoute } from '@/lib/page-route';

const route = contentRoute('/reviews', 'ReviewsPage', ReviewsSections);
export const generateMetadata = route.generateMetadata;
export default route.Page;
