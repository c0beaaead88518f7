import { cn } from '@/lib/cn';

/** The rays of the motif's two suns, eight each. */
const rays = {
  steps:
    'M208 4v5M208 47v5M184 28h5M227 28h5M191 11l3.5 3.5M221.5 41.5l3.5 3.5M225 11l-3.5 3.5M194.5 41.5 191 45',
  dot: 'M10 1.5v2M10 16.5v2M1.5 10h2M16.5 10h2M4 4l1.4 1.4M14.6 14.6 16 16M16 4l-1.4 1.4M5.4 14.6 4 16',
};

/**
 * The site's recurring motif (docs/product.md#look-and-feel): "sunny steps", a dotted path climbing
 * three steps towards a sun, with two small stars. Decorative, drawn inline in the palette.
 */
export function SunnySteps({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 240 120"
      aria-hidden="true"
      focusable="false"
      className={cn('pointer-events-none', className)}
    >
      <path
        d="M8 112h56v-24h56V64h56V40"
        fill="none"
        stroke="#0369a1"
        strokeOpacity=".35"
        strokeWidth="4"
        strokeDasharray="1 11"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Sun cx={208} cy={28} r={14} strokeWidth={3} rays={rays.steps} />
      <Star x={40} y={72} size={9} />
      <Star x={150} y={22} size={7} />
    </svg>
  );
}

/** A small four-pointed star, the motif's accent. */
function Star({ x, y, size }: { x: number; y: number; size: number }) {
  const s = size;
  return (
    <path
      d={`M${x} ${y - s}Q${x + s * 0.2} ${y - s * 0.2} ${x + s} ${y}Q${x + s * 0.2} ${y + s * 0.2} ${x} ${y + s}Q${x - s * 0.2} ${y + s * 0.2} ${x - s} ${y}Q${x - s * 0.2} ${y - s * 0.2} ${x} ${y - s}Z`}
      fill="#fbbf24"
    />
  );
}

/** The motif's small sun, set before section eyebrows. */
export function SunDot({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={className}>
      <Sun cx={10} cy={10} r={4.5} strokeWidth={1.8} rays={rays.dot} />
    </svg>
  );
}

/** The sun every drawing of the brand shares (logo, motif, eyebrow dot): a disc and its rays. */
export function Sun({
  cx,
  cy,
  r,
  strokeWidth,
  rays,
}: {
  cx: number;
  cy: number;
  r: number;
  strokeWidth: number;
  /** The rays, one path. */
  rays: string;
}) {
  return (
    <>
      <circle cx={cx} cy={cy} r={r} fill="#fbbf24" />
      <g stroke="#f59e0b" strokeWidth={strokeWidth} strokeLinecap="round">
        <path d={rays} />
      </g>
    </>
  );
}
