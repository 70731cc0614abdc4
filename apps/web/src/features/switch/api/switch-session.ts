import { endpoints } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { services } from '@/config/services';
import { apiRequest } from '@/lib/api-client';
import { clearSession, getSession, returnFromSwitchedSession, startSwitchedSession } from '@/lib/session';

export interface SwitchTarget {
  kind: 'account' | 'company';
  id: string;
  /** A chosen user of it; its admin when absent. */
  userId?: string;
}

function switchInto({ kind, id, userId }: SwitchTarget) {
  const e = kind === 'account' ? endpoints.accounts.switchAccount : endpoints.accounts.switchCompany;
  return apiRequest(e, { params: { id }, body: userId ? { userId } : {} });
}

/** The Super Admin starts a session as someone of an account or company and lands on his dashboard. */
export function useSwitchInto() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: switchInto,
    onSuccess: (response) => {
      queryClient.clear();
      startSwitchedSession({ token: response.token, user: response.data });
      void navigate(paths.dashboard);
    },
  });
}

/**
 * Ends the switched session on the server. Sent directly rather than through the API client: a
 * refusal (it expired meanwhile) must not end the Super Admin's session the browser returns to.
 */
function endSwitchOnServer(token: string) {
  const e = endpoints.accounts.switchEnd;
  void fetch(`${services[e.service]}${e.path}`, {
    method: e.method,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  }).catch(() => undefined);
}

/**
 * "Switch to Super Admin": the switched session ends on the server (best effort) and the browser
 * goes back to his own session, without signing in; if that has expired, to the login page.
 */
export function useSwitchBack() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    const token = getSession()?.token;
    if (token) endSwitchOnServer(token);
    queryClient.clear();
    if (returnFromSwitchedSession()) {
      void navigate(paths.accounts);
    } else {
      clearSession();
      void navigate(paths.login, { replace: true });
    }
  };
}
