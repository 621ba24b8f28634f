/**
 * A customer's message as it is stored: plain text with its line breaks as the customer typed them,
 * in one normal form (NFC, so "ü" typed two ways compares and counts the same) and with `\n` line ends
 * (browsers send `\r\n` from a textarea), without blank space around it. Nothing else is changed: the
 * text is shown escaped, so `<b>` stays the four characters the customer typed.
 */
export const plainMessageText = (text: string): string => text.normalize('NFC').replace(/\r\n?/g, '\n').trim();
