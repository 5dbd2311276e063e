import { createElement, lazy, useState, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props are whatever the named component takes.
type AnyComponent = ComponentType<any>;

/** Every lazy component's loader, so that the chunks can be fetched ahead of their first render. */
const preloaders = new Set<() => Promise<void>>();
/** The loader of each lazy component, for preloadLazy. */
const preloaderOf = new WeakMap<object, () => Promise<void>>();

/**
 * React.lazy for a named export: the module is fetched the first time the component renders, in a chunk of its
 * own unless the entry already holds it. Once the module is there (rendered before, or preloaded), a new mount
 * renders it at once instead of showing the skeleton for a frame. The choice is made once per mount, so a mounted
 * page never swaps its element type (which would reset its state).
 */
export function lazyNamed<Module extends Record<Name, AnyComponent>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): Module[Name] {
  let loaded: Module[Name] | undefined;
  const fetchModule = async (): Promise<Module[Name]> => {
    loaded ??= (await load())[name];
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await fetchModule() }));
  const preload = async () => {
    await fetchModule();
  };
  preloaders.add(preload);
  function LazyNamed(props: Record<string, unknown>) {
    const [ready] = useState<AnyComponent | undefined>(() => loaded);
    return createElement<Record<string, unknown>>(ready ?? (Lazy as AnyComponent), props);
  }
  LazyNamed.displayName = `Lazy(${name})`;
  preloaderOf.set(LazyNamed, preload);
  return LazyNamed as unknown as Module[Name];
}

/**
 * Fetches a lazyNamed component's module ahead of its first render: mounted afterwards, it renders at once, without
 * its Suspense fallback. Resolves at once for a component that is not lazy.
 */
export async function preloadLazy(component: AnyComponent): Promise<void> {
  await preloaderOf.get(component)?.();
}

/**
 * Fetches every lazy page and layer now. The unit tests call it before rendering, so that they wait for the
 * screens they test and not for the first compilation of a chunk.
 */
export async function preloadLazyComponents(): Promise<void> {
  // A fetched module may declare lazy components of its own (the layer host's layers): fetched in the next round.
  const done = new Set<() => Promise<void>>();
  for (;;) {
    const pending = [...preloaders].filter((preload) => !done.has(preload));
    if (pending.length === 0) return;
    for (const preload of pending) done.add(preload);
    await Promise.all(pending.map((preload) => preload()));
  }
}
