import { useLocale, useTranslations } from 'next-intl';
import { Art } from '@/components/ui/Art';
import { team } from '@/content/practice';
import { cn } from '@/lib/cn';
import { intlLocale } from '@/lib/dates';
import { noWidow, keepNames } from '@/lib/typography';

/**
 * Who a family meets (content/practice.ts `team`): each role with its picture, the name where
 * the practice has given one, what each one does and the languages spoken. `short` (the home
 * page) says what each does a size smaller and sets the pictures beside all the words below
 * laptops, so the section stays short; the whole list (/about) sets them beside the role on
 * phones only, what each does running the card's width under them.
 */
export function TeamList({ short = false, className }: { short?: boolean; className?: string }) {
  const locale = useLocale();
  const t = useTranslations('Team');
  const names = new Intl.DisplayNames(intlLocale[locale], { type: 'language' });
  const list = new Intl.ListFormat(intlLocale[locale], { type: 'conjunction' });
  return (
    <ul
      className={cn(
        'grid sm:grid-cols-2 lg:grid-cols-4 lg:gap-6',
        short ? 'gap-3 sm:gap-4' : 'gap-4',
        className,
      )}
    >
      {team.map((member) => (
        <li
          key={member.role}
          className={cn(
            'rounded-3xl bg-white shadow-soft',
            // Side by side, the cards' parts stand on rows they share (a subgrid: picture, role
            // and name, what each does, languages), so a row of cards reads level whether or not
            // the practice has named the person. On a phone the picture stands beside the role
            // and name, and what each does runs the card's whole width under them.
            short
              ? 'flex items-center gap-4 p-3 sm:row-span-3 sm:grid sm:grid-cols-[5rem_minmax(0,1fr)] sm:grid-rows-subgrid sm:items-start sm:gap-x-4 sm:gap-y-0 lg:row-span-4 lg:grid-cols-1 lg:gap-0 lg:p-5'
              : 'grid grid-cols-[4rem_minmax(0,1fr)] items-center gap-x-4 p-5 max-[359px]:gap-x-3 max-[359px]:p-4 min-[360px]:grid-cols-[5rem_minmax(0,1fr)] sm:row-span-4 sm:grid-cols-1 sm:grid-rows-subgrid sm:items-stretch sm:gap-0',
          )}
        >
          {/* 1:1, the ratio of the staff photo that will replace it. */}
          <Art
            name={member.art}
            locale={locale}
            className={cn(
              'aspect-square h-auto rounded-2xl',
              short
                ? 'w-24 shrink-0 self-start min-[360px]:w-28 sm:row-span-3 sm:w-20 lg:row-span-1 lg:w-full'
                : 'w-full',
            )}
          />
          {/* The languages line starts level across a row of cards (a row they share); on a
              phone the words are the card's own rows, under the picture and the role. */}
          <div
            className={cn(
              'flex flex-col',
              short
                ? 'sm:row-span-3 sm:grid sm:grid-rows-subgrid'
                : 'max-sm:contents sm:row-span-3 sm:grid sm:grid-rows-subgrid',
            )}
          >
            <h3
              className={cn(
                // Balanced, and a size smaller on the narrowest phones, so a long role keeps
                // its last two words together ("Front desk and" / "treatment coordinator").
                'text-lg leading-snug font-black text-balance text-brand-deep max-[359px]:text-base',
                short ? 'lg:mt-4' : 'sm:mt-4',
              )}
            >
              {noWidow(t(`roles.${member.role}.title`))}
              {/* The name right under the role, where the practice has given one: one row for
                  both, so no card keeps an empty line for a name it does not have. */}
              {'name' in member && (
                <>
                  {' '}
                  <span className="block font-extrabold text-brand">{member.name(locale)}</span>
                </>
              )}
            </h3>
            <p className={short ? 'mt-1 text-base lg:mt-2' : 'mt-2 max-sm:col-span-2 max-sm:mt-3'}>
              {keepNames(t(`roles.${member.role}.text`))}
            </p>
            <p
              className={cn(
                'text-base text-muted',
                short ? 'pt-1 lg:pt-2' : 'pt-2 max-sm:col-span-2',
              )}
            >
              {t('languages', {
                languages: list.format(member.languages.map((code) => names.of(code)!)),
              })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
