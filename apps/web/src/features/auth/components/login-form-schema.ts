/** The sign-in form's schema in a module of its own, loaded on the first submit. */
export { loginFormSchema } from '@casecover/shared';
