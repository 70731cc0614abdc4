import { createContext, use } from 'react';

/**
 * True inside the signed-in frame, whose content area is the page's `main` landmark: a screen
 * drawn there (the not-found page, say) must not open a second one.
 */
export const InsideMainContext = createContext(false);

export function useIsInsideMain(): boolean {
  return use(InsideMainContext);
}
