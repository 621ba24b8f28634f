import { errorItem, errorTextKeys, failureItems } from '@/contracts/errors';

describe('error items', () => {
  it('are found in a failure answer, path and code as sent', () => {
    expect(failureItems({ status: 'failure', errors: [{ path: 'user.email', code: 'taken' }, { code: 'email_not_confirmed' }] })).toEqual([
      { path: 'user.email', code: 'taken', params: {} },
      { path: null, code: 'email_not_confirmed', params: {} },
    ]);
  });

  it('treat a missing or broken list as an unexpected response, and other answers as none', () => {
    expect(failureItems({ status: 'failure' })).toEqual([errorItem('unexpected_response')]);
    expect(failureItems({ status: 'failure', errors: [{}] })).toEqual([errorItem('unexpected_response')]);
    expect(failureItems({ status: 'success' })).toBeUndefined();
  });

  it('are worded for their field first, then by their code', () => {
    expect(errorTextKeys({ path: 'user.email', code: 'taken' })).toEqual(['user.email.taken', 'taken']);
    expect(errorTextKeys({ path: null, code: 'network' })).toEqual(['network']);
  });
});
