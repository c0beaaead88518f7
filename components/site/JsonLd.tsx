import type { Thing, WithContext } from 'schema-dts';

/** A JSON-LD block; `<` is escaped so the data can never close the script element. */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
