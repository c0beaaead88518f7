import { IntlErrorCode, IntlError } from 'next-intl';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { messageFallback, messageKeys, onMessageError, withFallback } from '@/lib/messages';

describe('message catalogues', () => {
  it('English and Spanish have exactly the same keys', () => {
    const english = messageKeys(en);
    const spanish = messageKeys(es);
    expect(english.filter((k) => !spanish.includes(k))).toEqual([]);
    expect(spanish.filter((k) => !english.includes(k))).toEqual([]);
  });

  it('English writes its apostrophe one way, the straight one, as every page does', () => {
    // A curly one beside the straight ones reads as two typefaces on one page ("child’s" in a
    // title above "child's" in a card).
    const curly = messageKeys(en).filter((key) =>
      String(
        key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], en),
      ).includes('’'),
    );
    expect(curly).toEqual([]);
  });

  it('the key check notices a missing key', () => {
    expect(messageKeys({ a: { b: 'x', c: 'y' } })).toEqual(['a.b', 'a.c']);
    expect(messageKeys({ a: { b: 'x' } })).not.toContain('a.c');
  });

  it('no Spanish message is left in English, except proper names and shared figures', () => {
    const same = messageKeys(es).filter((key) => {
      const get = (tree: unknown) =>
        key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], tree);
      return get(en) === get(es);
    });
    // Proper names, ages and figures read the same in both languages, and so do a few words
    // of the new-patient forms ("No", "Diabetes").
    const allowed =
      /^(Metadata\.(siteName|titleTemplate|titleTemplateShort)|Nav\.blog|NotFound\.code|PatientForms\.(common\.no|[\w.]+\.options\.(no|diabetes)))$|\.(name|child|childName|age|value)$/;
    // A message made only of arguments ("{spanishStaff}") is translated where the argument is.
    const onlyArguments = (key: string) =>
      /^(\s*\{\w+\}\s*)+$/.test(
        String(key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], es)),
      );
    expect(same.filter((k) => !allowed.test(k) && !onlyArguments(k))).toEqual([]);
  });
});

describe('missing translations', () => {
  it('fall back to English', () => {
    const merged = withFallback(
      { A: { x: 'hola' } },
      { A: { x: 'hello', y: 'world' }, B: { z: 'z' } },
    );
    expect(merged).toEqual({ A: { x: 'hola', y: 'world' }, B: { z: 'z' } });
  });

  it('show the key when English lacks it too, with a console warning', () => {
    expect(messageFallback({ namespace: 'Footer', key: 'nothing' })).toBe('Footer.nothing');
    expect(messageFallback({ key: 'alone' })).toBe('alone');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    onMessageError(
      new IntlError(IntlErrorCode.MISSING_MESSAGE, 'Could not resolve `Footer.nothing`'),
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Footer.nothing'));
    warn.mockRestore();
  });
});
