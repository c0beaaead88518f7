/**
 * Type test, checked by `npm run typecheck` and never run: each line marked `@ts-expect-error`
 * reads a message key that does not exist, one line per way the code reads messages. If a way
 * stops checking its keys (a cast, a widened type), its line compiles, the directive is unused,
 * and the type check fails.
 */
import { getTranslations } from 'next-intl/server';
import { useTranslations } from 'next-intl';
import { Breadcrumb } from '@/components/site/Breadcrumb';
import { CtaBand } from '@/components/sections/shared/CtaBand';
import { PageHero } from '@/components/sections/shared/PageHero';
import { pageMetadata, pageTitle } from '@/lib/metadata';
import { pageText, usePageText } from '@/lib/page-text';

export async function sectionKeys() {
  const { text, list, entries } = await pageText('AboutPage');
  text('values.title');
  // @ts-expect-error misspelled key
  text('values.titel');
  const part = 'values' as 'values' | 'dentist';
  // @ts-expect-error misspelled key built from a template
  text(`${part}.titel`);
  entries('values.items');
  // @ts-expect-error misspelled list of entries
  entries('values.itmes');
  // @ts-expect-error a message that is not a list
  list('values.title');
  // @ts-expect-error unknown namespace
  await pageText('AboutPages');
}

export function useSectionKeys() {
  const { text, list } = usePageText('OrthodonticsPage');
  list('benefits.items');
  // @ts-expect-error misspelled list
  list('benefits.itmes');
  // @ts-expect-error misspelled key
  return text('benefits.titel');
}

export async function serverTranslator() {
  const t = await getTranslations('AboutPage.mission');
  t('text.0');
  // @ts-expect-error list items are indexed by number, not by name
  t('text.first');
  // @ts-expect-error misspelled key
  t('txet.0');
  // @ts-expect-error misspelled key in a rich message
  t.rich('titel', {});
  // @ts-expect-error misspelled key read raw
  t.raw('txet');
  // @ts-expect-error misspelled key asked for
  return t.has('tittle');
}

export function useClientTranslator() {
  const t = useTranslations('Forms');
  // @ts-expect-error misspelled key
  return t('requried');
}

export async function metadataKeys() {
  await pageMetadata({ path: '/about', namespace: 'AboutPage' });
  // @ts-expect-error a namespace without its own meta.title
  await pageMetadata({ path: '/about', namespace: 'Header' });
  // @ts-expect-error not an entry of the Metadata messages
  await pageMetadata({ path: '/privacy', key: 'privcy' });
  // @ts-expect-error not a page namespace
  return pageTitle({ namespace: 'AboutPag' });
}

export function ComponentKeys({ text }: { text: (key: 'hero.title') => string }) {
  const { text: faqs } = usePageText('FaqsPage');
  return (
    <>
      {/* @ts-expect-error a breadcrumb to an unknown namespace */}
      <Breadcrumb trail={[{ path: '/x', namespace: 'XPage' }]} />
      {/* @ts-expect-error the hero needs hero.eyebrow and hero.intro too */}
      <PageHero text={text} art="header/faqs" />
      {/* @ts-expect-error the FAQ page has no cta messages */}
      <CtaBand text={faqs} />
    </>
  );
}
