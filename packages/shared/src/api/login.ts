import {
  captchaChallengeSchema,
  employeeNameResponseSchema,
  forgotPasswordSchema,
  linkTokenParamsSchema,
  loginInputSchema,
  loginResponseSchema,
  sessionResponseSchema,
  updatePasswordInputSchema,
} from '../schemas/auth';
import { messageResponseSchema } from '../schemas/common';
import { defineEndpoints } from './endpoint';

/** The login service: sign-in, captcha, password reset. */
export const loginEndpoints = defineEndpoints('login', {
  captcha: {
    service: 'login',
    method: 'GET',
    path: '/captcha',
    auth: false,
    summary: 'A proof-of-work challenge for login and registration',
    response: captchaChallengeSchema,
  },
  login: {
    service: 'login',
    method: 'POST',
    path: '/login',
    auth: false,
    summary: 'Sign in with email, password and a solved captcha (`token`); answers the session token and user',
    body: loginInputSchema,
    response: loginResponseSchema,
  },
  forgotPassword: {
    service: 'login',
    method: 'POST',
    path: '/resetpassword',
    auth: false,
    summary: 'Email a password reset link (answers the same whether or not the address is known)',
    body: forgotPasswordSchema,
    successStatus: 201,
    response: messageResponseSchema,
  },
  linkName: {
    service: 'login',
    method: 'GET',
    path: '/employee/:id',
    auth: false,
    summary: 'The name of the user a reset or invitation link belongs to; id is the link token',
    params: linkTokenParamsSchema,
    response: employeeNameResponseSchema,
  },
  updatePassword: {
    service: 'login',
    method: 'PUT',
    path: '/update/password',
    auth: false,
    summary: 'Set a new password from a reset or invitation link (userId is the link token)',
    body: updatePasswordInputSchema,
    response: messageResponseSchema,
  },
  logout: {
    service: 'login',
    method: 'POST',
    path: '/logout',
    auth: true,
    summary: 'Ends this session on the server; the user stays signed in elsewhere',
    response: messageResponseSchema,
  },
  session: {
    service: 'login',
    method: 'GET',
    path: '/session',
    auth: true,
    summary: 'The signed-in user, fresh from the database',
    response: sessionResponseSchema,
  },
});
