/** Every route of the web app. Links and redirects build their URLs from here. */
export const paths = {
  login: '/',
  register: '/register',
  resetPassword: {
    pattern: '/resetpassword/:token',
    to: (token: string) => `/resetpassword/${encodeURIComponent(token)}`,
  },
  signup: {
    pattern: '/signup/:token',
    to: (token: string) => `/signup/${encodeURIComponent(token)}`,
  },
  dashboard: '/dashboard',
  users: '/user',
  tasks: '/task',
  task: {
    pattern: '/task/:id',
    to: (id: string) => `/task/${encodeURIComponent(id)}`,
  },
  departments: '/departments',
  companies: '/company',
  company: {
    pattern: '/company/:id',
    to: (id: string) => `/company/${encodeURIComponent(id)}`,
  },
  profile: '/profile',
  locations: '/locations',
  profileNotifications: '/profile/notifications',
  profilePassword: '/profile/password',
  profileTimeZone: '/profile/timezone',
  profileCalendarFeed: '/profile/calendar',
  reports: '/reports',
  audit: '/audit',
  accounts: '/accounts',
  account: {
    pattern: '/accounts/:id',
    to: (id: string) => `/accounts/${encodeURIComponent(id)}`,
  },
  offers: '/offers',
} as const;
