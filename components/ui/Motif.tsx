/** The rays of the motif's small sun, eight. */
const rays = {
  dot: 'M10 1.5v2M10 16.5v2M1.5 10h2M16.5 10h2M4 4l1.4 1.4M14.6 14.6 16 16M16 4l-1.4 1.4M5.4 14.6 4 16',
};

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
