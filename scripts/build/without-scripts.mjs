// @ts-check
/**
 * A page with no script at all and no script preload: the offline pages as the worker keeps
 * them (scripts/build/offline.mjs), and the audit's script-free twin of each page
 * (scripts/tools/audit.mjs).
 * @param {string} html
 * @returns {string}
 */
export function withoutAnyScript(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '');
}
