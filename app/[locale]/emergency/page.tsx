import { EmergencySections } from '@/components/sections/emergency/EmergencySections';
import { contentRoute } from '@/lib/page-route';

const route = contentRoute('/emergency', 'EmergencyPage', EmergencySections);
export const generateMetadata = route.generateMetadata;
export default route.Page;
