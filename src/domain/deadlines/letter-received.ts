/**
 * The dismissal order funnel's question that holds the day the letter was received. A module of its
 * own, so that code that only names the question (the funnel's steps, the order's contract) does not
 * load the deadline's calendar arithmetic with it.
 */
export const letterReceivedQuestion = 'letter-received';
