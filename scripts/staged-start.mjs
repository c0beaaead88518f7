// @ts-check
// The framework's start in small tasks (issue 18).
//
// Next's entry (`next/dist/client/app-next-turbopack.js`) starts the app in one call: it requires
// `app-index`, whose top level requires React DOM, the router and about 130 other modules, reads
// the router data and hydrates. That was one task of 25–70 ms on a desktop CPU, 100–280 ms
// under Lighthouse's 4× phone: most of each page's blocking time after the late scripts
// (scripts/late-scripts.mjs) had moved everything else out of the way.
//
// After the build, this step rewrites that one call in the built chunk. The entry instead
// instantiates the same modules one by one, leaves before app-index, in the order their own
// requires would (a module's dependencies first), and gives the main thread back whenever a
// slice has run 8 ms; then app-index (which reads the router data) in a task of its own, then
// the hydration in another. Each module still runs exactly once: Turbopack's require returns
// the instance it has. A set of modules that require each other (a cycle) is entered as Next
// enters it, through the member its requires reach first, so the cycle resolves as before. A
// module that throws stops the slices, and the hydration's require throws the same error, as
// it did.
//
// The build stops when the entry is not the one call this step knows (another Next version),
// and a Jest test (tests/unit/staged-start.test.ts) runs the rewritten entry against a small
// module graph. Playwright's suite (hydration, client navigation, the menus) runs on the result.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as acorn from 'acorn';

/** How long one slice of module starts may run before it yields, in milliseconds. */
export const sliceMs = 8;

/**
 * Next's entry as Turbopack's minifier writes it:
 * `(0,r.appBootstrap)(()=>{let{hydrate:t}=e.r(98569);t(l)})`.
 */
const entryCall =
  /\(0,([\w$]+)\.appBootstrap\)\(\(\)=>\{let\{hydrate:([\w$]+)\}=([\w$]+)\.r\((\d+)\);\2\(([\w$]+)\)\}\)/g;

/**
 * @typedef {{ type: string, start: number, end: number, [key: string]: any }} Node
 * @typedef {Map<string, Node>} Factories module id → its factory function
 */

/**
 * Every module factory in the given chunk sources. A chunk is one call,
 * `(globalThis.TURBOPACK||…).push([script, id, …, factory, id, factory, …])`, where ids before a
 * factory share it; a chunk of another shape (the runtime) adds nothing.
 * @param {string[]} sources
 * @returns {Factories}
 */
export function moduleFactories(sources) {
  /** @type {Factories} */
  const factories = new Map();
  for (const source of sources) {
    const program = /** @type {Node} */ (acorn.parse(source, { ecmaVersion: 'latest' }));
    for (const statement of program.body) {
      const call = statement.expression;
      const list = call?.type === 'CallExpression' ? call.arguments[0] : undefined;
      if (call?.callee?.property?.name !== 'push' || list?.type !== 'ArrayExpression') continue;
      /** @type {string[]} */
      let ids = [];
      for (const element of list.elements.slice(1)) {
        if (element?.type === 'Literal') ids.push(String(element.value));
        else if (/Function/.test(element?.type ?? '')) {
          for (const id of ids) factories.set(id, element);
          ids = [];
        }
      }
    }
  }
  return factories;
}

/**
 * The modules a factory requires while it runs (`ctx.r(id)`, `ctx.i(id)` outside any function
 * it defines), in source order. Requires inside its functions run later, if ever.
 * @param {Node} factory
 * @returns {string[]}
 */
export function startRequires(factory) {
  const context = factory.params[0]?.name;
  /** @type {string[]} */
  const found = [];
  /** @param {any} node */
  const walk = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (/Function/.test(node.type)) return;
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'MemberExpression' &&
      node.callee.object.type === 'Identifier' &&
      node.callee.object.name === context &&
      (node.callee.property.name === 'r' || node.callee.property.name === 'i') &&
      node.arguments[0]?.type === 'Literal'
    ) {
      found.push(String(node.arguments[0].value));
    }
    for (const key of Object.keys(node)) {
      const value = node[key];
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value.type === 'string') walk(value);
    }
  };
  walk(factory.body);
  return found;
}

/**
 * The order to start the modules below `root` in: each set of modules that require each other
 * (Tarjan's strongly connected components, one module when there is no cycle) after every set
 * it requires, named by the member Next's own requires reach first. `root` itself is not in it;
 * neither is a module whose factory is not in the given chunks.
 * @param {Factories} factories
 * @param {string} root
 * @returns {string[]}
 */
export function startOrder(factories, root) {
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[]} */
  const order = [];
  /** @param {string} id */
  const visit = (id) => {
    index.set(id, index.size);
    low.set(id, /** @type {number} */ (index.get(id)));
    stack.push(id);
    onStack.add(id);
    const factory = /** @type {Node} */ (factories.get(id));
    for (const next of startRequires(factory)) {
      if (!factories.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(
          id,
          Math.min(/** @type {number} */ (low.get(id)), /** @type {number} */ (low.get(next))),
        );
      } else if (onStack.has(next)) {
        low.set(
          id,
          Math.min(/** @type {number} */ (low.get(id)), /** @type {number} */ (index.get(next))),
        );
      }
    }
    if (low.get(id) !== index.get(id)) return;
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      onStack.delete(member);
    } while (member !== id);
    order.push(id);
  };
  if (!factories.has(root)) throw new Error(`staged-start: no factory for app-index (${root})`);
  visit(root);
  return order.filter((id) => id !== root);
}

/**
 * The entry's new callback: after the runtime's task, the modules in `order` in slices of
 * `sliceMs`, then app-index, then the hydration, each in a task of its own.
 * @param {{ bootstrap: string, hydrate: string, context: string, appIndex: string, hooks: string, order: string[] }} entry
 */
export function stagedEntry({ bootstrap, hydrate, context, appIndex, hooks, order }) {
  const ids = JSON.stringify(order.map((id) => (/^\d+$/.test(id) ? Number(id) : id)));
  return (
    `(0,${bootstrap}.appBootstrap)(()=>{var q=${ids};function s(){var d=performance.now();` +
    `try{while(q.length){${context}.r(q.shift());if(performance.now()-d>${sliceMs})return void setTimeout(s)}}catch(x){}` +
    `setTimeout(function(){${context}.r(${appIndex});setTimeout(function(){` +
    `let{hydrate:${hydrate}}=${context}.r(${appIndex});${hydrate}(${hooks})})})}setTimeout(s)})`
  );
}

/**
 * Rewrites Next's entry in the first-view chunks (see the top of this file). Exactly one chunk
 * holds it, once, or the build stops.
 * @param {string} out the built site
 * @param {Iterable<string>} chunks the first-view chunks, paths below `out`
 * @returns {{ file: string, modules: number }}
 */
export function stageFrameworkStart(out, chunks) {
  const files = [...new Set(chunks)].map((chunk) => path.join(out, chunk));
  const sources = files.map((file) => readFileSync(file, 'utf8'));
  const counts = sources.map((source) => (source.match(entryCall) ?? []).length);
  const count = counts.reduce((sum, n) => sum + n, 0);
  if (count !== 1) {
    throw new Error(
      `staged-start: Next's entry (appBootstrap → hydrate) found ${count} times in the first-view chunks, not once; Next changed how it starts`,
    );
  }
  const holder = counts.indexOf(1);
  const file = /** @type {string} */ (files[holder]);
  const source = /** @type {string} */ (sources[holder]);
  const factories = moduleFactories(sources);
  let modules = 0;
  const staged = source.replace(entryCall, (_, bootstrap, hydrate, context, appIndex, hooks) => {
    const order = startOrder(factories, appIndex);
    modules = order.length;
    return stagedEntry({ bootstrap, hydrate, context, appIndex, hooks, order });
  });
  writeFileSync(file, staged);
  return { file: path.relative(out, file), modules };
}
