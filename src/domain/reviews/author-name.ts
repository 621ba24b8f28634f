/**
 * How a published review names its author: the first name and the initial of the last name
 * ("Julia K."), enough to be a person, too little to find one. Fixed when the customer rates, and
 * shown to them before they do.
 */
export function reviewAuthorName({ firstName, lastName }: { firstName: string; lastName: string }): string {
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${firstName.trim()} ${initial.toLocaleUpperCase('de')}.` : firstName.trim();
}
