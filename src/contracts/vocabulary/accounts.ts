/**
 * Password length in characters as people count them (code points). At least 8; the maximum keeps
 * hashing cheap while allowing long passphrases.
 */
export const passwordLength = { min: 8, max: 128 } as const;

/** First and last names, in characters. */
export const maxNameLength = 100;
