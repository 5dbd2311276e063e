/**
 * A library loaded on first use rather than at start-up (issue 17). pdfkit, exceljs, bwip-js, sanitize-html and
 * svg-captcha serve a few calls, yet their code and compiled functions stayed in every API process from the start,
 * some 40 MB of the idle heap. `load()` imports the library once (every caller shares the one promise; a failed
 * import is retried by the next call); `get()` answers it synchronously once loaded, for helpers that must stay
 * synchronous: their callers await `load()` first.
 */
export interface LazyLibrary<T> {
  load(): Promise<T>;
  get(): T;
}

export function lazyLibrary<T>(name: string, importer: () => Promise<T>): LazyLibrary<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load(): Promise<T> {
      if (loaded !== undefined) return Promise.resolve(loaded);
      pending ??= importer().then(
        (library) => (loaded = library),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    get(): T {
      if (loaded === undefined) throw new Error(`${name} is used before it was loaded: await its load() first`);
      return loaded;
    },
  };
}
