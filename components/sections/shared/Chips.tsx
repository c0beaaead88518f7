/** Short words as a wrapping row of pills (tags, cities); `label` names the list. */
export function Chips({
  items,
  label,
  chipClassName,
}: {
  items: readonly string[];
  label?: string;
  chipClassName: string;
}) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className={chipClassName}>
          {item}
        </li>
      ))}
    </ul>
  );
}
