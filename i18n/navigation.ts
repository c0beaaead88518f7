import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** next-intl's own helpers, for code that needs them; links go through lib/paths.ts. */
export const { getPathname } = createNavigation(routing);
