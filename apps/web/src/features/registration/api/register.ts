import { endpoints, type LoginResponse, type RegisterForm } from '@casecover/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useCaptcha } from '@/lib/captcha';

export function register(body: FormData): Promise<LoginResponse> {
  return apiRequest(endpoints.registration.register, { body });
}

export interface RegisterValues {
  form: RegisterForm;
  document: File | null;
}

/** The multipart body the server takes: an existing hospital by id, a new one by name. */
export function registerFormData({ form, document }: RegisterValues, token: string): FormData {
  const body = new FormData();
  body.append('name', form.name);
  body.append('email', form.email);
  body.append('phone', form.phone);
  body.append('address', form.address);
  if (form.hospital && '_id' in form.hospital) body.append('accountId', form.hospital._id);
  else if (form.hospital) body.append('accountName', form.hospital.accountName);
  body.append('token', token);
  if (document) body.append('filePath', document, document.name);
  return body;
}

/** Solves a fresh captcha and registers. The caller stores the returned session. */
export function useRegister() {
  const takeCaptchaToken = useCaptcha();
  return useMutation({
    mutationFn: async (values: RegisterValues) => register(registerFormData(values, await takeCaptchaToken())),
  });
}
