/** The shared endpoint table, in a module of its own so the sign-in page can load it on submit. */
export { endpoints } from '@casecover/shared';
