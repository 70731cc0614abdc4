import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// `findBy…` and `waitFor` wait for what the user would see; their limit only stops a hang. On a
// busy 2-core machine a first render with the calendar takes longer than the library's 1 s.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// Files in the shared project run one after another in the same window: what one file stubs or
// spies on (`fetch`, a phone-wide `matchMedia` that turns the date pickers into their phone
// dialogs, `console.error`) ends with it, so no later file's behaviour depends on which files ran
// before it in its worker.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
