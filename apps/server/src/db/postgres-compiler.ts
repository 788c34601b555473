import {
  OperatorNode,
  PostgresDialect,
  PostgresQueryCompiler,
  PrimitiveValueListNode,
  ValueNode,
  type BinaryOperationNode,
  type LimitNode,
  type OffsetNode,
  type OperationNode,
  type Driver,
  type PostgresDialectConfig,
  type QueryCompiler,
} from 'kysely';
import type pg from 'pg';
import { TwoPoolDriver } from './postgres-pools.js';

/** The largest LIMIT written into the SQL text (a walk's bound: sql-helpers `walkedTextMatch`). */
const LIMIT_IN_TEXT_MAX = 6000;
/** The largest OFFSET written into the SQL text: the first pages of 25 (a deeper page: deep-page.ts). */
export const OFFSET_IN_TEXT_MAX = 100;

const smallNumber = (node: OperationNode, max: number): number | null => {
  if (!ValueNode.is(node) || node.immediate) return null;
  const n = node.value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= max ? n : null;
};

/** A list of numbers, or of strings, sent as one array parameter. */
const oneTypeList = (node: OperationNode): readonly unknown[] | null => {
  if (!PrimitiveValueListNode.is(node) || node.values.length === 0) return null;
  const kind = typeof node.values[0];
  return (kind === 'number' || kind === 'string') && node.values.every((v) => typeof v === kind) ? node.values : null;
};

/**
 * PostgreSQL's compiler, writing SQL that PostgreSQL plans once per connection (docs/decisions.md
 * 155). Every read is a named statement (database.ts), which may keep a generic plan after five
 * calls, but only when PostgreSQL prices it no worse than the custom plans, and only for the same
 * text.
 * - Small LIMITs and OFFSETs are written into the text. PostgreSQL prices a parameter limit at a
 *   tenth of the table, so a page of 25 looked like a scan of thousands of rows and every call was
 *   planned again (0.3 to 1 ms of its CPU for most lists, more than running them). Larger numbers
 *   (deep pages, exports) stay parameters, so the distinct texts stay few.
 * - `x in (list)` is sent as `x = any($1)`, one array parameter: one text, and one prepared
 *   statement, whatever the length of the list (a page of 1 to 26 ids made 26 texts, each
 *   taking one of the named statements each connection keeps).
 */
class PlanOnceCompiler extends PostgresQueryCompiler {
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
  protected override visitBinaryOperation(node: BinaryOperationNode): void {
    const operator = OperatorNode.is(node.operator) ? node.operator.operator : null;
    const list = operator === 'in' || operator === 'not in' ? oneTypeList(node.rightOperand) : null;
    if (!list) return super.visitBinaryOperation(node);
    this.visitNode(node.leftOperand);
    this.append(operator === 'in' ? ' = any(' : ' <> all(');
    this.appendValue([...list]);
    this.append(')');
  }
}

export class PlanOncePostgresDialect extends PostgresDialect {
  /** With a second pool, transactions run on it (postgres-pools.ts). */
  constructor(
    private readonly config: PostgresDialectConfig & { pool: pg.Pool },
    private readonly transactions?: pg.Pool,
  ) {
    super(config);
  }
  override createDriver(): Driver {
    return this.transactions ? new TwoPoolDriver(this.config.pool, this.transactions) : super.createDriver();
  }
  override createQueryCompiler(): QueryCompiler {
    return new PlanOnceCompiler();
  }
}
