import { endpoints, type CheckCompanyIdInput } from '@casecover/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Whether a code is free, and a free one derived from the name (POST company/company/checkCompanyId). */
export async function checkCompanyCode(input: CheckCompanyIdInput) {
  const res = await apiRequest(endpoints.companyAdd.checkCompanyId, { body: input });
  return { ...res.data, msg: res.msg ?? null };
}

export function useCheckCompanyCode() {
  return useMutation({ mutationFn: checkCompanyCode });
}
