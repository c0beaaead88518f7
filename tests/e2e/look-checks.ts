/**
 * Layout checks run inside the page (docs/product.md#look-and-feel, docs/architecture.md#layout-rules): each returns a list of
 * human-readable problems, empty when the page is fine. Kept free of Playwright types so it
 * can be passed to `page.evaluate` as is.
 */
export function layoutProblems({
  headings: checkHeadings,
  names,
  phones,
}: {
  /** Whether headings are held to their rules (not in the fallback font, whose widths differ). */
  headings: boolean;
  /** The source of `hyphenName` (lib/rehype-keep-names.mjs): names never split at their hyphen. */
  names: string;
  /** The source of `phoneNumber` (lib/rehype-keep-names.mjs): the office's and hotlines' numbers. */
  phones: string;
}): string[] {
  const problems: string[] = [];
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    const id = el.id ? `#${el.id}` : '';
    return `<${el.tagName.toLowerCase()}${id}> "${text}"`;
  };
  const visible = (el: Element) => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const box = el.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return false;
    // Visually hidden (sr-only) and clipped elements.
    if (style.position === 'absolute' && style.clip !== 'auto' && box.width <= 1) return false;
    return !!(el as HTMLElement).offsetParent || style.position === 'fixed';
  };

  // 1. No sideways scroll.
  const overflow = document.documentElement.scrollWidth - window.innerWidth;
  if (overflow > 0) problems.push(`page scrolls sideways by ${overflow}px`);

  // Line tops of a range of text, rounded, to count lines.
  const lineTops = (range: Range) => {
    const tops: number[] = [];
    for (const rect of Array.from(range.getClientRects())) {
      if (rect.width < 1) continue;
      const top = Math.round(rect.top + rect.height / 2);
      if (!tops.some((t) => Math.abs(t - top) < rect.height / 2)) tops.push(top);
    }
    return tops;
  };

  // 2. A phone number never splits across lines.
  const phone = new RegExp(phones, 'gu');
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !visible(parent)) continue;
    for (const match of (node.textContent ?? '').matchAll(phone)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      if (lineTops(range).length > 1)
        problems.push(`phone number split across lines in ${describe(parent)}`);
    }
  }

  // 2a. A name with a hyphen ("Medi-Cal", "X-rays") cannot split at it ("Medi-" / "Cal" reads as
  // two words), at this width or any other: its text sits in a box that does not wrap.
  const name = new RegExp(names, 'u');
  const nameTexts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = nameTexts.nextNode(); node; node = nameTexts.nextNode()) {
    const parent = node.parentElement;
    const found = name.exec(node.textContent ?? '');
    if (!parent || !found || !visible(parent)) continue;
    const style = getComputedStyle(parent);
    if (style.textWrapMode !== 'nowrap' && !/nowrap|^pre$/.test(style.whiteSpace))
      problems.push(`"${found[0]}" may split at its hyphen in ${describe(parent)}`);
  }

  // 2b. An e-mail address wraps only where it offers to (before its "@" and dots, each piece a
  // text node of its own), never mid-word.
  for (const link of Array.from(document.querySelectorAll('a[href^="mailto:"]'))) {
    if (!visible(link)) continue;
    const pieces = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    for (let node = pieces.nextNode(); node; node = pieces.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      if (lineTops(range).length > 1)
        problems.push(`e-mail address split mid-word in ${describe(link)}: "${node.textContent}"`);
    }
  }

  // 3. Every control outside running text is at least 44 × 44 px (or spans its row 44 px tall).
  const inRunningText = (el: Element) => {
    const block = el.closest('p, li, dd, td, figcaption, blockquote');
    if (!block || block === el) return false;
    const own = (el.textContent ?? '').trim().length;
    const all = (block.textContent ?? '').trim().length;
    return all > own + 2;
  };
  const controls = document.querySelectorAll<HTMLElement>(
    'a[href], button, summary, select, input:not([type="hidden"]), textarea',
  );
  for (const el of Array.from(controls)) {
    if (!visible(el)) continue;
    if (el.closest('[data-content], .prose-site') && el.tagName === 'A') continue;
    if (inRunningText(el)) continue;
    let target: Element = el;
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))
      target =
        el.closest('label') ??
        (el.id ? document.querySelector(`label[for="${el.id}"]`) : null) ??
        el;
    const box = target.getBoundingClientRect();
    if (box.height < 43.5 || box.width < 43.5)
      problems.push(
        `control ${Math.round(box.width)}×${Math.round(box.height)}px: ${describe(target)}`,
      );
  }

  // The content of a closed <details> keeps its boxes in Chromium, laid out where it would open
  // (a menu's panel over the page), but nobody sees it there: checks 4 (for links), 5 and 6
  // leave it out.
  const shown = (el: Element) => visible(el) && !el.closest('details:not([open]) > :not(summary)');

  // 4. No heading (nor centred text, such as a closing box's, nor a link or button that stands
  // on its own, such as a list of a page's sections) of two or more lines ends with a single
  // word, and none runs out of its box.
  const headings = checkHeadings
    ? Array.from(document.querySelectorAll('h1, h2, h3, p, a[href], button, summary')).filter(
        (el) =>
          /^H\d$/.test(el.tagName) ||
          (el.tagName === 'P'
            ? getComputedStyle(el).textAlign === 'center'
            : shown(el) && !inRunningText(el) && !el.closest('h1, h2, h3')),
      )
    : [];
  for (const heading of headings) {
    if (!visible(heading)) continue;
    const words: Range[] = [];
    const texts = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement;
      if (parent && !visible(parent)) continue;
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        words.push(range);
      }
    }
    // A heading's words stay inside its box (and so inside its card).
    const box = heading.getBoundingClientRect();
    if (words.some((w) => w.getBoundingClientRect().right > box.right + 1))
      problems.push(`heading runs out of its box: ${describe(heading)}`);
    // No word of a heading breaks across two lines ("consultatio" / "n"); centred text is
    // prose, where a line may break after a hyphen ("on-" / "call").
    if (/^H\d$/.test(heading.tagName))
      for (const word of words)
        if (lineTops(word).length > 1)
          problems.push(`heading splits the word "${word.toString()}": ${describe(heading)}`);
    const tops = words.map((w) => Math.round(w.getBoundingClientRect().top));
    const lines = [...new Set(tops.map((t) => Math.round(t / 4)))];
    // A heading of two words that must wrap puts one on each line: nothing to mend.
    if (lines.length < 2 || words.length < 3) continue;
    const last = Math.max(...tops);
    const onLast = tops.filter((t) => Math.abs(t - last) < 4).length;
    // A lone last word is a fault only where the last two words would fit on one line together
    // ("comprehensive treatment" is wider than a 320 px phone's line at a section title's size).
    const [before, end] = words.slice(-2).map((w) => w.getBoundingClientRect().width);
    const space = parseFloat(getComputedStyle(heading).fontSize) * 0.3;
    const room = heading.getBoundingClientRect().width;
    if (onLast === 1 && (before ?? 0) + space + (end ?? 0) <= room)
      problems.push(`heading ends with one word: ${describe(heading)}`);
  }

  // 5. Nothing that reads or acts (text, links, buttons) is cut off by a box that hides its
  // overflow, such as a card's rounded corners (a cover that pushed a card's text out of it).
  for (const el of Array.from(
    document.querySelectorAll('h1, h2, h3, p, dt, dd, label, a[href], button'),
  )) {
    if (!shown(el)) continue;
    const box = el.getBoundingClientRect();
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      // A scrolling box (a carousel) shows the rest when scrolled.
      if (/auto|scroll/.test(style.overflowX + style.overflowY)) break;
      const clip = up.getBoundingClientRect();
      if (
        box.bottom > clip.bottom + 1 ||
        box.right > clip.right + 1 ||
        box.top < clip.top - 1 ||
        box.left < clip.left - 1
      )
        problems.push(`cut off by its <${up.tagName.toLowerCase()}>: ${describe(el)}`);
      break;
    }
  }

  // 6. No box is wider than the room its parent gives it (a card pushed past the page's margin
  // by a line that cannot wrap), unless it means to be: a carousel's slides, a picture's shapes,
  // a box placed on purpose (absolute, or pulled out with a negative margin).
  for (const el of Array.from(document.querySelectorAll('body *'))) {
    if (el.closest('svg') || !shown(el)) continue;
    const style = getComputedStyle(el);
    if (style.position === 'absolute' || style.position === 'fixed') continue;
    if (parseFloat(style.marginLeft) < 0 || parseFloat(style.marginRight) < 0) continue;
    const parent = el.parentElement;
    if (!parent || parent === document.documentElement) continue;
    const outer = getComputedStyle(parent);
    if (outer.display === 'contents' || outer.overflowX !== 'visible') continue;
    let scrolled = false;
    for (let up: Element | null = parent; up && !scrolled; up = up.parentElement)
      scrolled = /auto|scroll/.test(getComputedStyle(up).overflowX);
    if (scrolled) continue;
    const room =
      parent.getBoundingClientRect().right -
      parseFloat(outer.paddingRight) -
      parseFloat(outer.borderRightWidth);
    const over = el.getBoundingClientRect().right - room;
    if (over > 1)
      problems.push(
        `${Math.round(over)}px wider than its room: ${describe(el)} in ${describe(parent)}`,
      );
  }

  // 7. Cards side by side start their words level: in a grid of titled cards (an h2 or h3), the
  // cards of one row begin what follows their title (the date, the words) at one height, however
  // their titles wrap (ArtCard's `rows`, the blog's cards: subgrids through the card). A card's
  // parts are found through its wrappers (a <div> or <article> of several parts).
  const parts = (el: Element): Element[] =>
    Array.from(el.children).flatMap((child) =>
      /^(DIV|ARTICLE)$/.test(child.tagName) && child.children.length > 1 ? parts(child) : [child],
    );
  for (const grid of Array.from(document.querySelectorAll('ul, ol'))) {
    if (getComputedStyle(grid).display !== 'grid' || !shown(grid)) continue;
    const starts = Array.from(grid.children)
      .filter((card) => card.querySelector('h2, h3') && shown(card))
      .map((card) => {
        const list = parts(card).filter(shown);
        const title = list.findIndex((part) => part.matches('h2, h3'));
        const words = title >= 0 ? list[title + 1] : undefined;
        return { card, top: card.getBoundingClientRect().top, words };
      });
    for (const { card, top, words } of starts) {
      if (!words) continue;
      const level = words.getBoundingClientRect().top;
      const beside = starts.find(
        (other) =>
          other.card !== card &&
          other.words &&
          other.words.tagName === words.tagName &&
          Math.abs(other.top - top) < 2 &&
          Math.abs(other.words.getBoundingClientRect().top - level) > 2,
      );
      if (beside)
        problems.push(
          `cards side by side start their words at different heights: ${describe(card)} and ${describe(beside.card)}`,
        );
    }
  }

  // 8. A link's underline runs under all its words: an underline drawn on a link reaches its
  // inline text but stops at an inline-block inside it ("What to do now" underlined to "to", the
  // last two words kept together in a box). Text set apart on purpose says so (`data-unlined`).
  for (const link of Array.from(document.querySelectorAll('a'))) {
    if (!visible(link) || !getComputedStyle(link).textDecorationLine.includes('underline'))
      continue;
    for (const box of Array.from(link.querySelectorAll('*'))) {
      const style = getComputedStyle(box);
      if (style.display !== 'inline-block' || box.closest('[data-unlined], svg') || !visible(box))
        continue;
      if (!box.textContent?.trim() || style.textDecorationLine.includes('underline')) continue;
      problems.push(`link underline stops short of "${box.textContent.trim()}": ${describe(link)}`);
    }
  }
  return problems;
}
