// How many list rows a part of the screen may still draw. Lists nested in lists multiply
// (four lists of ten rows each, one in the other, are 10,000 rows): nodes from the data
// (renderers/nodes/Include.tsx) get a budget, which each list shares out among the rows it
// draws, so however they are nested they draw about that many rows in all. A shipped layout
// has none (Infinity): its lists are the designers' and the bank form's 200 rows are real.
import { createContext } from 'react';

export const RowBudgetContext = createContext(Infinity);

/** The rows served content draws at most, all its lists together. */
export const SERVED_ROWS = 1000;

/** Each of `count` parts' share of `budget`: at least one row, so nothing shows empty. */
export function shareOf(budget: number, count: number): number {
  return Math.max(1, Math.floor(budget / Math.max(1, count)));
}
