import { useLocale, useTranslations } from 'next-intl';
import { Art } from '@/components/ui/Art';
import { team } from '@/content/practice';
import { cn } from '@/lib/cn';
import { intlLocale } from '@/lib/dates';
import { noWidow } from '@/lib/typography';

/**
 * Who a family meets (content/practice.ts `team`): each role with its picture, the name where
 * the practice has given one, and the languages spoken. `short` (the home page) leaves out what
 * each one does, and sets the pictures beside the words below laptops; the whole list sets them
 * beside the words on phones only.
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
            short
              ? 'flex items-center gap-4 p-3 lg:flex-col lg:items-start lg:p-5'
              : 'flex items-start gap-4 p-5 sm:flex-col sm:items-stretch',
          )}
        >
          {/* 1:1, the ratio of the staff photo that will replace it. */}
          <Art
            name={member.art}
            locale={locale}
            className={cn(
              'aspect-square h-auto rounded-2xl',
              short ? 'w-16 shrink-0 sm:w-20 lg:w-full' : 'w-24 shrink-0 sm:w-full',
            )}
          />
          {/* The languages line sits at the foot of every card, level across a row. */}
          <div className={cn('flex flex-col', short ? 'lg:flex-1' : 'flex-1 sm:mt-0')}>
            <h3 className="text-lg leading-snug font-black text-brand-deep">
              {noWidow(t(`roles.${member.role}.title`))}
            </h3>
            {'name' in member && <p className="font-extrabold text-brand">{member.name(locale)}</p>}
            {!short && <p className="mt-2">{t(`roles.${member.role}.text`)}</p>}
            <p
              className={cn('text-base text-muted', short ? 'lg:mt-auto lg:pt-2' : 'mt-auto pt-2')}
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
