import { loginResponseSchema } from '../schemas/auth';
import { accountListInputSchema, accountListResponseSchema, registerInputSchema } from '../schemas/registration';
import { addressSuggestionQuerySchema, addressSuggestionsResponseSchema } from '../schemas/locations';
import { defineEndpoints } from './endpoint';

/** The registration service: the hospital autocomplete and registering. */
export const registrationEndpoints = defineEndpoints('registration', {
  accountList: {
    service: 'registration',
    method: 'POST',
    path: '/accountlist',
    auth: false,
    summary: 'Hospitals matching a search, for the registration autocomplete (at most 10)',
    body: accountListInputSchema,
    response: accountListResponseSchema,
  },
  register: {
    service: 'registration',
    method: 'POST',
    path: '/register',
    auth: false,
    summary:
      'Multipart: name, email, phone, address, accountId or accountName, filePath (optional document), token (captcha)',
    multipart: { fields: registerInputSchema, files: ['filePath'] },
    response: loginResponseSchema,
  },
  addressSuggestions: {
    service: 'registration',
    method: 'GET',
    path: '/address_suggestions',
    auth: false,
    summary: 'Address suggestions for the registration form (the Locations geocoder), rate-limited',
    querystring: addressSuggestionQuerySchema,
    response: addressSuggestionsResponseSchema,
  },
});
