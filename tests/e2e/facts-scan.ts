/**
 * Reads the facts a parent sees out of a page's text, so a test can prove every page states the
 * same office hours, rating, review count, years and families. Pure functions, checked by the
 * trust spec on crafted text too, so a scanner that stops finding readings fails.
 */

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * What a visitor reads on a built page: title, description and body text, one element per
 * line. Scripts, styles and the choices inside `<select>` (the booking form's hourly time
 * slots are not opening hours) are left out.
 */
export function pageText(html: string): string {
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
  const body = (html.match(/<body[\s\S]*<\/body>/)?.[0] ?? '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<select[\s\S]*?<\/select>/g, '')
    .replace(/<[^>]+>/g, '\n');
  return `${title}\n${description}\n${body}`
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) =>
      code.startsWith('#x')
        ? String.fromCodePoint(parseInt(code.slice(2), 16))
        : code.startsWith('#')
          ? String.fromCodePoint(Number(code.slice(1)))
          : (entities[code] ?? whole),
    )
    .replace(/[ \t\u00a0\u202f]+/g, ' ')
    .replace(/\n\s*/g, '\n');
}

const time = String.raw`\d{1,2}(?::\d{2})?\s?(?:AM|PM|a\.\s?m\.|p\.\s?m\.)`;
const day = String.raw`(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo|Mon|Tue|Wed|Thu|Fri|Sat|Sun)`;
const dash = String.raw`\s*(?:–|-|to|a)\s*`;

/** `8:00 AM`, `8 a.m.`, `8AM` → `8:00am`. */
export const normalizeTime = (t: string) => {
  const m = t.toLowerCase().replace(/[\s.]/g, '');
  const [, h, min = ':00', half] = m.match(/^(\d{1,2})(:\d{2})?(am|pm)$/) ?? [];
  return `${h}${min}${half}`;
};

/** Every time of day the text states. */
export function timesIn(text: string): Set<string> {
  return new Set([...text.matchAll(new RegExp(time, 'gi'))].map((m) => normalizeTime(m[0])));
}

/**
 * Every "days → hours" pair the text states (`Monday – Thursday 8:00 AM – 6:00 PM`,
 * `Mon-Fri 8AM-5PM`, `Saturday Closed`), as `day[-day]=value`, lower case.
 */
export function hoursPairs(text: string): Set<string> {
  const re = new RegExp(
    `(${day})(?:${dash}(${day}))?[:\\s]*\\n?\\s*(${time}${dash}${time}|Closed|Cerrado|By appointment only|Solo con cita)`,
    'gi',
  );
  const pairs = new Set<string>();
  for (const [, from, to, value] of text.matchAll(re)) {
    const days = `${from!.slice(0, 3)}${to ? `-${to.slice(0, 3)}` : ''}`.toLowerCase();
    const times = [...value!.matchAll(new RegExp(time, 'gi'))].map((m) => normalizeTime(m[0]));
    pairs.add(`${days}=${times.length ? times.join('-') : value!.toLowerCase()}`);
  }
  return pairs;
}

const digits = (s: string) => s.replace(/[^\d]/g, '');
const collect = (text: string, patterns: RegExp[], norm: (s: string) => string) =>
  new Set(patterns.flatMap((re) => [...text.matchAll(re)].map((m) => norm(m[1]!))));

/** The star rating stated (`5.0/5`, `5.0 out of 5`, `4,9 de 5`). */
export const ratingsIn = (text: string) =>
  collect(text, [/(\d[.,]\d)\s*(?:\/\s*5|out of 5|de 5)\b/gi], (s) => s.replace(',', '.'));

/**
 * The review count stated (`633+ reviews`, `más de 633 opiniones`), within one element's line:
 * a figure card's number followed by the next section's "Reviews" eyebrow is not a count.
 */
export const reviewCountsIn = (text: string) =>
  collect(
    text,
    [
      /(\d[\d,]*)\+?[ ]+(?:\w+[ ]+)?(?:reviews|reseñas)/gi,
      /más de (\d[\d,]*) (?:opiniones|reseñas)/gi,
      /(\d[\d,]*)\+ opiniones/gi,
    ],
    digits,
  );

/** Years of experience or in practice (`5+ years`, a figure card `Years…` then `6+`). */
export const yearsIn = (text: string) =>
  collect(
    text,
    [
      /(\d+)\+?[ ]*(?:years|años)[ ]+(?:of experience|in practice|de experiencia|caring|cuidando)/gi,
      /(\d+)\+[ ]*(?:years|años)/gi,
      /(?:years|años)[^\n]*\n(\d+)\+/gi,
    ],
    digits,
  );

/** Families served (`1,000+ families`, a figure card `Families served` then `1,000+`). */
export const familiesIn = (text: string) =>
  collect(
    text,
    [
      /(\d[\d,.]*)\+[ ]*(?:families|familias|happy patients|pacientes)/gi,
      /(?:families|familias)[^\n]*\n(\d[\d,.]*)\+/gi,
    ],
    digits,
  );

/** The founding year (`since 2019`, `desde 2019`). */
export const foundedIn = (text: string) =>
  collect(text, [/(?:since|desde)[ ]+(?:el[ ]+)?(?:año[ ]+)?(\d{4})\b/gi], digits);

/**
 * What a visitor reads on a built page, one block (a paragraph, a list item, a heading) per line,
 * with the words of links and bold text kept inside their sentence: title and description first.
 */
export function blockText(html: string): string {
  const inline = /<\/?(?:a|b|strong|em|i|span|abbr|small|bdi)\b[^>]*>/gi;
  return pageText(
    html
      .replace(/(<body[\s\S]*<\/body>)/, (body) => body.replace(inline, ''))
      .replace(/<br\s*\/?>/gi, ' '),
  );
}

const program = /medi-cal|denti-cal/i;
const braces = /\b(?:braces|brackets|frenos|orthodont\w*|ortodon\w*)/i;
/** The office speaking of itself: "we", "our", "nosotros", a verb in "-amos/-emos/-imos". */
const office = /\b(?:we|our|us|nosotros|nuestr[oa]s?|\w+(?:amos|emos|imos))\b/i;
const refers = /\brefer|\b(?:do not|don't|does not|doesn't|never|cannot|no|nunca)\b/i;
const covers = /\b(?:cover(?:s|ed)?|cubre|cubren|cubiert[oa]s?)\b/i;
/** What limits it: "only", or a condition ("when", "if", "qualify"). */
const only = /\b(?:only|solo|sólo|when|if|cuando|cuándo|si)\b|qualif|califi/i;

/** The sentences that name both Medi-Cal and braces (or orthodontics). */
export const mediCalBracesSentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n/)
    .filter((sentence) => program.test(sentence) && braces.test(sentence));

/**
 * Sentences that would have Medi-Cal cover braces at this office (docs/product.md#honest-claims):
 * one that names Medi-Cal and braces in the office's voice without saying the office refers (or
 * does not place them), and one that has Medi-Cal cover braces without "only" or a condition.
 */
export function mediCalBracesClaims(text: string): string[] {
  return mediCalBracesSentences(text).filter(
    (sentence) =>
      (office.test(sentence) && !refers.test(sentence)) ||
      (covers.test(sentence) && !only.test(sentence)),
  );
}
