import { reviewAuthorName } from '@/domain/reviews/author-name';

describe('the name a published review shows', () => {
  it('is the first name and the initial of the last name', () => {
    expect(reviewAuthorName({ firstName: ' Julia ', lastName: 'krüger' })).toBe('Julia K.');
    expect(reviewAuthorName({ firstName: 'Łukasz', lastName: 'Ćwik' })).toBe('Łukasz Ć.');
    expect(reviewAuthorName({ firstName: 'Kim', lastName: ' ' })).toBe('Kim');
  });
});
