import { ID_MAX } from '@talentra/contract';
import { NotFound } from './errors.js';

/** A numeric `:id` path parameter; anything else is simply not found. */
export function parseId(params: unknown, name = 'id'): number {
  const raw = (params as Record<string, string>)[name];
  if (!raw || !/^\d{1,15}$/.test(raw)) throw new NotFound();
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1 || n > ID_MAX) throw new NotFound();
  return n;
}
