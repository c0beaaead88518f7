import { locale as rootLocale } from 'next/root-params';
import requestConfig from '@/i18n/request';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

// The page's language comes from the `[locale]` root param. next-intl's `requestLocale` is a
// getter that reads the request's headers, an error while the static export renders a page:
// it may be read only when there is no root param (`next dev`'s not-found page).
jest.mock('next/root-params', () => ({ locale: jest.fn() }));
jest.mock('next-intl/server', () => ({ getRequestConfig: (create: unknown) => create }));

const config = requestConfig as unknown as (params: {
  requestLocale: Promise<string | undefined>;
}) => Promise<{ locale: string; messages: Record<string, unknown> }>;

function request(locale: string | undefined) {
  const reads = { count: 0 };
  const params = {
    get requestLocale() {
      reads.count += 1;
      return Promise.resolve(locale);
    },
  };
  return { params, reads };
}

describe('the request configuration', () => {
  it('takes the root param and leaves the request (its headers) alone', async () => {
    jest.mocked(rootLocale).mockResolvedValue('es');
    const { params, reads } = request('en');
    const { locale, messages } = await config(params);
    expect(locale).toBe('es');
    // The Spanish messages, told from the English ones by a label they translate.
    expect(es.Nav.home).not.toBe(en.Nav.home);
    expect((messages.Nav as Record<string, string>).home).toBe(es.Nav.home);
    expect(reads.count).toBe(0);
  });

  it('reads the request only without a root param, and falls back to English', async () => {
    // Outside the [locale] segment there is none, although Next's type says a string.
    jest.mocked(rootLocale).mockResolvedValue(undefined as unknown as string);
    const spanish = request('es');
    expect((await config(spanish.params)).locale).toBe('es');
    expect(spanish.reads.count).toBe(1);
    expect((await config(request('fr').params)).locale).toBe('en');
  });
});
