// bankdata-germany carries the Bundesbank's sort-code file (Bankleitzahlendatei), updated every quarter.
// Its package exports only per-code look-ups; the bank list needs the whole table, so the two data
// files are read by path. `next.json` holds the changes of the coming quarter and the day they apply.
import current from '../../../node_modules/bankdata-germany/dist/cjs/data/current.json';
import next from '../../../node_modules/bankdata-germany/dist/cjs/data/next.json';

/** Sort code → [short name, BIC]. */
export type SortCodeTable = Record<string, string[]>;

/** The day (YYYY-MM-DD) from which the coming quarter's changes apply. */
export const nextQuarterFrom: string = String(next.valid).slice(0, 10);

/** The sort-code table in force on `day` (YYYY-MM-DD, Berlin). */
export function sortCodeTable(day: string): SortCodeTable {
  if (day < nextQuarterFrom) return current as SortCodeTable;
  const table: SortCodeTable = { ...(current as SortCodeTable), ...(next.upsert as SortCodeTable) };
  for (const code of next.remove as string[]) delete table[code];
  return table;
}
