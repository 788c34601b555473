/**
 * A module loaded when first needed instead of with the page (issue 41: zod and the contract's
 * schemas were a third of the public form pages' JavaScript). `preload()` starts the download early
 * (the form's first focus) and hands the module over; a failed download is tried again at the next call.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
