import { useTranslations } from 'next-intl';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { taglines } from '@/content/taglines';
import { cn } from '@/lib/cn';

/**
 * The letters the site's one font file holds (the unicode-range of Nunito's latin file, from
 * @fontsource-variable/nunito): a tagline written only in them reads in the house font.
 */
const houseFontLetters =
  /^[\u0000-\u00ff\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u0304\u0308\u0329\u2000-\u206f\u20ac\u2122\u2191\u2193\u2212\u2215\ufeff\ufffd]*$/u;

/** Whether a tagline reads in the house font: every letter of it is in the font's file. */
export const inHouseFont = (text: string) => houseFontLetters.test(text);

/**
 * The language-assistance taglines, each marked with its own language and direction. Those
 * whose letters the house font holds (English, Spanish, Tagalog…) read in it, as the rest of the
 * page does; the others in the phone's own font, which holds their script whole (Vietnamese
 * needs letters Nunito's latin file lacks, and a line in two fonts looks broken). Shaping
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
        'below-fold not-prose mt-4 grid gap-3 [--fold-estimate:7300px] min-[24rem]:[--fold-estimate:5900px] md:[--fold-estimate:3600px]'
      }
    >
      {taglines.map((tagline) => (
        <li
          key={tagline.lang}
          lang={tagline.lang}
          dir={tagline.dir}
          className={cn(
            'overflow-hidden rounded-2xl bg-white p-4 shadow-soft',
            !inHouseFont(tagline.language + tagline.text) && 'font-[system-ui,sans-serif]',
          )}
        >
          <span className="block font-extrabold text-brand-deep">{tagline.language}</span>
          {tagline.text.split('{phone}').map((part, index) => (
            <span key={index}>
              {index > 0 && (
                <PhoneLink
                  dir="ltr"
                  // A 44 px target whose padding leaves the line's height as it is.
                  className="-my-2 inline-block py-2 font-bold whitespace-nowrap text-brand underline underline-offset-4"
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
