/**
 * Money without floating-point drift: amounts are validated to at most two decimals, turned into whole
 * cents, multiplied as integers and rounded once. Every product stays far below 2^53, so the one
 * division is exact enough that Math.round decides halves correctly (half up, amounts are positive).
 */
export const toCents = (euros: number): number => Math.round(euros * 100);

export const toEuros = (cents: number): number => cents / 100;

/** numerator / denominator rounded half up, for non-negative integers. */
export const divideRounded = (numerator: number, denominator: number): number => Math.round(numerator / denominator);
