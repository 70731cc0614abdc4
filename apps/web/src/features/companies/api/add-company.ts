import { endpoints, type AddCompanyInput } from '@casecover/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface AddCompanyValues {
  input: AddCompanyInput;
  logo: File | null;
}

/** The multipart body of POST company/addCompany: every field as text, the logo as `companyLogo`. */
export function addCompanyFormData({ input, logo }: AddCompanyValues): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(input)) body.append(name, value);
  if (logo) body.append('companyLogo', logo, logo.name);
  return body;
}

export function addCompany(values: AddCompanyValues) {
  return apiRequest(endpoints.companyAdd.addCompany, { body: addCompanyFormData(values) });
}

/** Adds a company. The list is refreshed by the dialog when it closes (2 s after the success). */
export function useAddCompany() {
  return useMutation({ mutationFn: addCompany });
}
