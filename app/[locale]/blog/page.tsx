import { BlogList } from '@/components/sections/blog/BlogList';
import { contentRoute } from '@/lib/page-route';

const route = contentRoute('/blog', 'Blog', BlogList);
export const generateMetadata = route.generateMetadata;
export default route.Page;
