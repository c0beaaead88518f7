/**
 * scripts/staged-start.mjs on a chunk shaped as Turbopack writes one, run by a small stand-in for
 * Turbopack's runtime: the rewritten entry starts the same modules, once each, dependencies
 * first and a cycle as Next enters it, in slices, then app-index and the hydration in tasks of
 * their own; and the build stops when the entry is not the one it knows.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {
  moduleFactories,
  sliceMs,
  stageFrameworkStart,
  startOrder,
  startRequires,
} from '../../scripts/staged-start.mjs';

// Module 1 is Next's entry; 10 is app-index. 11 requires 13 at its start and 14 only in a
// function; 12 and 13 share a factory; 20 and 21 require each other (a cycle, entered through
// 20); 30 is in another chunk that this page does not load.
const chunkA = [
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,',
  '1,(e,t,n)=>{"use strict";e.i(5),log(1);let r=e.r(2);e.r(5),window.next.turbopack=!0;let l=e.r(3);(0,r.appBootstrap)(()=>{let{hydrate:t}=e.r(10);t(l)})},',
  '2,(e,t,n)=>{log(2),n.appBootstrap=e=>e()},',
  '3,(e,t,n)=>{log(3),n.hooks="hooks"},',
  '5,(e,t,n)=>{log(5)},',
  '10,(e,t,n)=>{log(10);let r=e.i(11),l=e.r(12);e.r(20);function later(){e.r(30)}n.hydrate=e=>log("hydrate:"+e.hooks)},',
  '11,(e,t,n)=>{log(11),e.r(13);function later(){return e.r(14)}},',
  '12,13,(e,t,n)=>{log("12|13")},',
  '14,(e,t,n)=>{log(14)}',
  ']);',
].join('');
const chunkB = [
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,',
  '20,(e,t,n)=>{log("20 starts"),e.r(21),log("20 ends")},',
  '21,(e,t,n)=>{log(21),e.r(20),e.r(5)}',
  ']);',
].join('');
const runtime = '(()=>{let e={registerChunk(){}};globalThis.TURBOPACK={push(){}}})();';

/** Runs chunks with a stand-in runtime and a task queue; returns what each task started. */
function run(sources: string[], msPerModule = (sliceMs + 1) / 3) {
  const tasks: string[][] = [[]];
  const queue: (() => void)[] = [];
  let now = 0;
  const pushes: unknown[][] = [];
  const log = (what: unknown) => tasks[tasks.length - 1]!.push(String(what));
  const context = vm.createContext({
    globalThis: undefined,
    window: { next: {} },
    document: undefined,
    log,
    performance: { now: () => now },
    setTimeout: (fn: () => void) => queue.push(fn),
  });
  context.globalThis = context;
  context.TURBOPACK = { push: (chunk: unknown[]) => pushes.push(chunk) };
  for (const source of sources) vm.runInContext(source, context);
  const factories = new Map<number, (...args: unknown[]) => void>();
  for (const chunk of pushes) {
    let ids: number[] = [];
    for (const item of chunk.slice(1)) {
      if (typeof item === 'function') {
        for (const id of ids) factories.set(id, item as (...args: unknown[]) => void);
        ids = [];
      } else ids.push(item as number);
    }
  }
  const cache = new Map<number, { exports: Record<string, unknown>; error?: unknown }>();
  const require = (id: number) => {
    const known = cache.get(id);
    if (known) {
      if (known.error) throw known.error;
      return known.exports;
    }
    const factory = factories.get(id);
    if (!factory) throw new Error(`module ${id} is not registered`);
    const instance = { exports: {} as Record<string, unknown> };
    cache.set(id, instance);
    now += msPerModule;
    try {
      factory(ctx, instance, instance.exports);
    } catch (error) {
      Object.assign(instance, { error });
      throw error;
    }
    return instance.exports;
  };
  const ctx = { r: require, i: require };
  require(1);
  while (queue.length) {
    tasks.push([]);
    queue.shift()!();
  }
  return tasks.filter((task) => task.length);
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'staged-start-'));
  mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, source: string) =>
  writeFileSync(path.join(dir, '_next/static/chunks', name), source);
const read = (name: string) => readFileSync(path.join(dir, '_next/static/chunks', name), 'utf8');
const chunks = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'];

describe('the module graph', () => {
  it('reads every factory, ids that share one included', () => {
    const factories = moduleFactories([chunkA, chunkB, runtime]);
    expect([...factories.keys()].sort()).toEqual(
      ['1', '10', '11', '12', '13', '14', '2', '20', '21', '3', '5'].sort(),
    );
    expect(factories.get('12')).toBe(factories.get('13'));
  });

  it('takes only the requires a factory runs as it starts, in order', () => {
    const factories = moduleFactories([chunkA, chunkB]);
    expect(startRequires(factories.get('10')!)).toEqual(['11', '12', '20']);
    expect(startRequires(factories.get('11')!)).toEqual(['13']);
  });

  it('orders dependencies first, a cycle by the member reached first, without the root', () => {
    const order = startOrder(moduleFactories([chunkA, chunkB]), '10');
    expect(order).toEqual(['13', '11', '12', '5', '20']);
  });
});

describe('the rewritten entry', () => {
  it('starts what Next started, once each, in slices, then app-index and hydration alone', () => {
    write('a.js', chunkA);
    write('b.js', chunkB);
    const before = run([chunkA, chunkB]);
    expect(before).toHaveLength(1); // Next's entry: one task

    expect(stageFrameworkStart(dir, chunks)).toEqual({
      file: '_next/static/chunks/a.js',
      modules: 5,
    });
    const after = run([read('a.js'), read('b.js')]);

    const started = (tasks: string[][]) =>
      tasks.flat().filter((what) => !what.startsWith('hydrate'));
    // The same starts as many times each (12 and 13 are two modules of one factory).
    expect(started(after).sort()).toEqual(started(before).sort());
    // The cycle resolves as it did: 20 starts, 21 runs with 20 unfinished, 20 ends.
    const cycle = (tasks: string[][]) => tasks.flat().filter((what) => /^2\d/.test(what));
    expect(cycle(after)).toEqual(cycle(before));
    // The runtime's task ends with the entry; then slices of three starts (each takes a third
    // of a slice and a bit more), module 5 already started by the entry.
    expect(after[0]).toEqual(['5', '1', '2', '3']);
    expect(after.slice(1, -2)).toEqual([
      ['12|13', '11', '12|13'],
      ['20 starts', '21', '20 ends'],
    ]);
    expect(after.at(-2)).toEqual(['10']);
    expect(after.at(-1)).toEqual(['hydrate:hooks']);
  });

  it('hydrates, and throws as before, when a module throws while it starts', () => {
    const failing = chunkB.replace('log(21),e.r(20),e.r(5)', 'log(21);throw Error("broken")');
    write('a.js', chunkA);
    write('b.js', failing);
    stageFrameworkStart(dir, chunks);
    // The error comes from the chunk's own realm, so it is compared by its message.
    let thrown: unknown;
    try {
      run([read('a.js'), read('b.js')]);
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error | undefined)?.message).toBe('broken');
  });

  it('stops the build when Next’s entry is not there once', () => {
    write('a.js', chunkA.replace('appBootstrap)(', 'appBootstrap)(0,'));
    write('b.js', chunkB);
    expect(() => stageFrameworkStart(dir, chunks)).toThrow(/found 0 times/);
    write('a.js', chunkA);
    write('b.js', chunkA);
    expect(() => stageFrameworkStart(dir, chunks)).toThrow(/found 2 times/);
  });
});
