import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Tests wait for what the user would see next, and a wait ends as soon as it shows. The limit only ends
// a test that would wait forever: on a busy shared machine (a load of 15 on 2 cores), a form's first
// load of its contract or a throttled bank search can take several seconds, so the limit is generous.
configure({ asyncUtilTimeout: 20_000 });

// Typing a whole form on such a machine takes longer than Jest's 5 s per test, which would fail tests that
// are only slow. (A project's own testTimeout is ignored when Jest runs several projects.)
jest.setTimeout(60_000);

// jsdom lays nothing out and has no scrolling; a component that scrolls a field into view does nothing here.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
