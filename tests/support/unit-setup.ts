import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Forms load their service's contract on first use, as in the browser; on a busy machine that first
// load can take longer than Testing Library's one-second default wait for what appears next.
configure({ asyncUtilTimeout: 3000 });
