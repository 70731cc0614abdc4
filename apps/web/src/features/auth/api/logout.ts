import { endpoints } from '@casecover/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * Ends this session on the server, so a copy of the token stops working. Best effort: the
 * caller signs out locally whatever the answer. Reads the token before it returns, so the
 * caller may clear the session right after calling.
 */
export function logoutOnServer(): Promise<void> {
  return apiRequest(endpoints.login.logout).then(
    () => undefined,
    () => undefined,
  );
}
