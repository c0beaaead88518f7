import { cn } from '@/lib/cn';
import { iconData, type IconName } from './icon-data';

/**
 * A lucide icon drawn on the server: plain SVG, no JavaScript. One path per icon, stroked as
 * lucide strokes it by the `.icon` rule in globals.css (attributes repeated on every icon would
 * weigh on every page twice, in its HTML and its router data). Decorative by default; pass
 * `label` for an icon that carries meaning on its own.
 */
export function Icon({
  name,
  className,
  label,
}: {
  name: IconName;
  className?: string;
  label?: string;
}) {
  const meaning = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" className={cn('icon', className)} {...meaning}>
      <path d={iconData[name]} />
    </svg>
  );
}
