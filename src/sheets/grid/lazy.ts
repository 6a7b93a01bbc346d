// An object whose fields are computed on first read, each once: its value, or its error,
// kept (docs/rules.md §21: a setting or a column parsed where it is defined, and only when
// something needs it, so that a bad one blocks only what reads it).

/** `{ [key]: make[key]() }`, each made on first read; a field that threw throws the same error again. */
export function lazyFields<T extends object>(make: { [K in keyof T]: () => T[K] }): T {
  const fields = {} as T;
  for (const key of Object.keys(make) as (keyof T)[]) {
    let kept: { value: unknown } | { error: unknown } | null = null;
    Object.defineProperty(fields, key, {
      enumerable: true,
      get() {
        if (kept === null) {
          try {
            kept = { value: make[key]() };
          } catch (error) {
            kept = { error };
          }
        }
        if ('error' in kept) throw kept.error;
        return kept.value;
      },
    });
  }
  return fields;
}
