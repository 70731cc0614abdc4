/** The Super Admin's accounts screens and switching sessions, part of MSG: read them as `MSG.accounts`. */
export const ACCOUNT_MSG = {
  accounts: {
    title: 'Accounts',
    superAdminOnly: 'Only a Super Admin can do that.',
    notFound: 'Account not found.',
    companyNotFound: 'Company not found.',
    userNotFound: 'That user is not an active user of this organisation.',
    alreadySuspended: 'This account is already suspended.',
    notSuspended: 'This account is not suspended.',
    companyAlreadySuspended: 'This company is already suspended.',
    companyNotSuspended: 'This company is not suspended.',
    suspendedAccount: 'Account suspended. Its users have been signed out.',
    restoredAccount: 'Account restored. Its users can sign in again.',
    suspendedCompany: 'Company suspended. Its users have been signed out.',
    restoredCompany: 'Company restored. Its users can sign in again.',
    /** Sign-in and every call of a user whose hospital or company is suspended. */
    organisationSuspended: 'Your organisation’s account is suspended. Please contact CaseCover support.',
    noAdminToSwitch: 'This organisation has no active admin to switch to. Choose one of its users.',
    cannotSwitchSuspended: 'This organisation is suspended. Restore it before switching into it.',
    switchedIn: 'You are now working as this user.',
    switchedBack: 'You are back in your own session.',
    notSwitched: 'This session was not switched into from a Super Admin.',
    noSwitchAgain: 'Switch back to the Super Admin before switching into another account.',
    notPendingRegistrant: 'That registrant is no longer waiting for approval.',
    registrantRejected: 'Registration rejected.',
  },
} as const;
