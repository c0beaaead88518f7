// @ts-check
// What scripts/build/build.mjs looks for in Next's build output.

/** A line Next's build prints for an error: `Error: …`, `TypeError: …`, `⨯ …`. */
const errorLine = /^(?:⨯ |\w*Error: )/;

/**
 * The lines of a build's output that report an error (stack frames and code excerpts excluded:
 * one line per error).
 * @param {string} text
 * @returns {string[]}
 */
export function errorLines(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => errorLine.test(line));
}
