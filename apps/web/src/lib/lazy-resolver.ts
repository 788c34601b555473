import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (zod and the contract's schema) is loaded when the form
 * first needs it instead of with the page (issue 41: the public form pages loaded 157–161 KB of
 * JavaScript, zod a third of it). `preload()` starts the download early (the form's first focus);
 * a failed download is tried again at the next call. The schema stays the contract's: the loaded
 * module builds the resolver from it (zodResolver), so the rules are the same as before.
 */
export function lazyResolver<TIn extends FieldValues, TOut>(
  load: () => Promise<Resolver<TIn, unknown, TOut>>,
): { resolver: Resolver<TIn, unknown, TOut>; preload: () => Promise<Resolver<TIn, unknown, TOut>> } {
  let loading: Promise<Resolver<TIn, unknown, TOut>> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<TIn, unknown, TOut> = async (values, context, options) => (await preload())(values, context, options);
  return { resolver, preload };
}
