/**
 * The bank search answers from three characters on (shorter text finds too much to be useful) and
 * refuses more than 100 (no bank is called that).
 */
export const bankSearchLength = { min: 3, max: 100 } as const;
