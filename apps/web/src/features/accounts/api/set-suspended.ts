import { endpoints } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountQueryKeys } from './get-accounts';

export type OrganisationKind = 'account' | 'company';

export interface SuspensionChange {
  kind: OrganisationKind;
  id: string;
  suspend: boolean;
  note?: string;
}

export function setSuspended({ kind, id, suspend, note }: SuspensionChange) {
  const params = { id };
  const e = endpoints.accounts;
  if (kind === 'account') {
    return suspend
      ? apiRequest(e.suspendAccount, { params, body: { note: note ?? '' } })
      : apiRequest(e.restoreAccount, { params });
  }
  return suspend
    ? apiRequest(e.suspendCompany, { params, body: { note: note ?? '' } })
    : apiRequest(e.restoreCompany, { params });
}

/** Suspends or restores an account or company; every accounts view refreshes. */
export function useSetSuspended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSuspended,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.all }),
  });
}
