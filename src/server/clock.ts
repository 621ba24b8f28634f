/**
 * The backend's notion of "now". Every expiry (tokens, links, rate-limit windows) is decided against
 * it, so tests can move time forward without waiting.
 */
let current: () => Date = () => new Date();

export const now = (): Date => current();

/** Tests only: fix or advance the clock; `resetClock()` returns to real time. */
export function setClock(clock: () => Date): void {
  current = clock;
}

export function resetClock(): void {
  current = () => new Date();
}
