import { useTranslations } from 'next-intl';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { taglines } from '@/content/taglines';

/**
 * The language-assistance taglines, each marked with its own language and direction, in the
 * phone's own font: most are in scripts Nunito's latin file does not hold (and Vietnamese
 * needs letters it lacks), so one font keeps every line whole rather than mixing two. Shaping
 * fifteen scripts and finding their fonts is the costliest layout of the site, so the list waits
 * until it comes near the screen.
 */
export function Taglines() {
  const t = useTranslations('Legal');
  return (
    <ul
      aria-label={t('taglinesLabel')}
      className={
        // Laid out only near the viewport (globals.css, `.below-fold`): the list starts 2,800 px
        // or more down the page. Its height at 320 px, 390 px and from 768 px on.
        'below-fold not-prose mt-4 grid gap-3 font-[system-ui,sans-serif] [--fold-estimate:7300px] min-[24rem]:[--fold-estimate:5900px] md:[--fold-estimate:3600px]'
      }
    >
      {taglines.map((tagline) => (
        <li
          key={tagline.lang}
          lang={tagline.lang}
          dir={tagline.dir}
          className="overflow-hidden rounded-2xl bg-white p-4 shadow-soft"
        >
          <span className="block font-extrabold text-brand-deep">{tagline.language}</span>
          {tagline.text.split('{phone}').map((part, index) => (
            <span key={index}>
              {index > 0 && (
                <PhoneLink
                  dir="ltr"
                  className="inline-block font-bold whitespace-nowrap text-brand underline underline-offset-4"
                />
              )}
              {part}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
