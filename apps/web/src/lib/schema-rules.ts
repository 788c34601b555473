/**
 * A public form's rules (lib/native-form.ts) made from a zod schema, in the chunk that loads with the
 * form's first use: only that chunk imports zod and the contract's schema. Each field gets the first
 * message the schema gives it, as react-hook-form's zodResolver did.
 */

export type RulesResult<T> = { ok: true; values: T } | { ok: false; errors: Record<string, string> };

export interface FormRules<T> {
  check(values: Record<string, unknown>): RulesResult<T>;
}

/** The shape of a zod schema's safeParse (zod itself is not imported here). */
interface Schema<T> {
  safeParse(
    values: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
}

export function schemaRules<T>(schema: Schema<T>): FormRules<T> {
  return {
    check(values) {
      const result = schema.safeParse(values);
      if (result.success) return { ok: true, values: result.data };
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const field = issue.path.map(String).join('.');
        errors[field] ??= issue.message;
      }
      return { ok: false, errors };
    },
  };
}
