/**
 * An illustrated stand-in for the dentist's portrait, at the photograph's 4:5 ratio, so that
 * swapping in a photo later changes one file and shifts nothing.
 */
export function Portrait({ label }: { label: string }) {
  return (
    <svg
      viewBox="0 0 400 500"
      role="img"
      aria-label={label}
      className="h-auto w-full rounded-3xl shadow-soft"
    >
      <rect width="400" height="500" fill="#e0f2fe" />
      <circle cx="320" cy="80" r="46" fill="#fbbf24" />
      <path d="M0 420c80-40 160-40 200-20s120 40 200 0v100H0z" fill="#bae6fd" />
      <path d="M90 500c0-90 50-150 110-150s110 60 110 150z" fill="#ffffff" />
      <path
        d="M150 380l50 60 50-60"
        fill="none"
        stroke="#0369a1"
        strokeWidth="8"
        strokeLinejoin="round"
      />
      <rect x="176" y="300" width="48" height="60" rx="20" fill="#c68642" />
      <ellipse cx="200" cy="240" rx="78" ry="90" fill="#c68642" />
      <path
        d="M118 236c-6-90 58-120 100-112 52 8 78 50 66 116-10-40-40-70-86-72-36 0-60 22-80 68z"
        fill="#3b2416"
      />
      <circle cx="172" cy="246" r="7" fill="#1e293b" />
      <circle cx="228" cy="246" r="7" fill="#1e293b" />
      <path
        d="M172 282c16 16 40 16 56 0"
        fill="none"
        stroke="#1e293b"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx="150" cy="270" r="10" fill="#f9a8a8" opacity=".6" />
      <circle cx="250" cy="270" r="10" fill="#f9a8a8" opacity=".6" />
    </svg>
  );
}
