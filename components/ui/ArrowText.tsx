import { Icon } from './Icon';

/**
 * A text link's words and its arrow, the arrow kept on the line of the last word. Side by side in
 * the link's flex row, a wrapped label left the arrow at the far end of the line, away from the
 * words; inline, it could fall to a line of its own.
 */
export function ArrowText({ children }: { children: string }) {
  const at = children.trimEnd().lastIndexOf(' ') + 1;
  return (
    <span>
      {children.slice(0, at)}
      <span className="whitespace-nowrap">
        {children.slice(at)}
        <Icon name="arrow-right" className="ml-2 inline size-5 align-[-0.3em]" />
      </span>
    </span>
  );
}
