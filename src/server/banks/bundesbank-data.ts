// bankdata-germany carries the Bundesbank's sort-code file (Bankleitzahlendatei), updated every quarter.
// Its package exports only per-code look-ups; the bank list needs the whole table, so the two data
// files are read by path. `next.json` holds the changes of the coming quarter and the day they apply.
import current from '../../../node_modules/bankdata-germany/dist/cjs/data/current.json';
import next from '../../../node_modules/bankdata-germany/dist/cjs/data/next.json';

/** Sort code → [short name, BIC]. */
export type SortCodeTable = Record<string, string[]>;

/** The instant the coming quarter's changes apply: midnight in Germany, e.g. "2026-09-07T00:00:00+0200". */
export const nextQuarterFrom: Date = new Date(String(next.valid).replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));

/** The sort-code table in force at `at`. */
export function sortCodeTable(at: Date): SortCodeTable {
  if (at < nextQuarterFrom) return current as SortCodeTable;
  const table: SortCodeTable = { ...(current as SortCodeTable), ...(next.upsert as SortCodeTable) };
  for (const code of next.remove as string[]) delete table[code];
  return table;
}
