import { PostgresDialect, PostgresQueryCompiler, ValueNode, type LimitNode, type OffsetNode, type OperationNode, type QueryCompiler } from 'kysely';

/** The largest LIMIT written into the SQL text (a walk's bound: sql-helpers `containsOnWalk`). */
const LIMIT_IN_TEXT_MAX = 6000;
/** The largest OFFSET written into the SQL text: the first pages of 25. */
const OFFSET_IN_TEXT_MAX = 100;

const smallNumber = (node: OperationNode, max: number): number | null => {
  if (!ValueNode.is(node) || node.immediate) return null;
  const n = node.value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= max ? n : null;
};

/**
 * PostgreSQL's compiler with small LIMITs and OFFSETs written into the SQL text, not sent as
 * parameters (docs/decisions.md 155). A named statement (database.ts) may keep a generic plan
 * after five calls, but only when PostgreSQL prices it no worse than the custom plans. It prices a
 * parameter limit at a tenth of the table, so a page of 25 looked like a scan of thousands of rows
 * and every call was planned again: 0.3 to 1 ms of PostgreSQL's CPU for most lists, more than
 * running them. Larger numbers (deep pages, exports) stay parameters, so the distinct texts, and
 * the statements each connection keeps prepared, stay few.
 */
class LimitsInTextCompiler extends PostgresQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    const n = smallNumber(node.limit, LIMIT_IN_TEXT_MAX);
    if (n === null) return super.visitLimit(node);
    this.append(`limit ${n}`);
  }
  protected override visitOffset(node: OffsetNode): void {
    const n = smallNumber(node.offset, OFFSET_IN_TEXT_MAX);
    if (n === null) return super.visitOffset(node);
    this.append(`offset ${n}`);
  }
}

export class LimitsInTextPostgresDialect extends PostgresDialect {
  override createQueryCompiler(): QueryCompiler {
    return new LimitsInTextCompiler();
  }
}
