import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { PublicOnly, RequireSession } from './guards';
import { RouteError } from './routes/route-error';

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: () => <PageLoader fullScreen />,
    children: [
      {
        Component: PublicOnly,
        children: [
          { path: paths.login, lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }) },
          {
            path: paths.register,
            lazy: async () => ({ Component: (await import('./routes/register')).RegisterRoute }),
          },
        ],
      },
      {
        path: paths.resetPassword.pattern,
        lazy: async () => ({ Component: (await import('./routes/reset-password')).ResetPasswordRoute }),
      },
      {
        path: paths.signup.pattern,
        lazy: async () => ({ Component: (await import('./routes/signup')).SignupRoute }),
      },
      {
        Component: RequireSession,
        children: [
          {
            // The signed-in frame (navigation, notifications, sockets) loads only once someone is signed in,
            // so the login page does not carry it.
            lazy: async () => ({ Component: (await import('./layout/app-shell')).AppShell }),
            children: [
              {
                path: paths.dashboard,
                lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
              },
              {
                path: paths.users,
                lazy: async () => ({ Component: (await import('./routes/users')).UsersRoute }),
              },
              {
                path: paths.tasks,
                lazy: async () => ({ Component: (await import('./routes/tasks')).TasksRoute }),
              },
              {
                path: paths.task.pattern,
                lazy: async () => ({ Component: (await import('./routes/task-detail')).TaskDetailRoute }),
              },
              {
                path: paths.departments,
                lazy: async () => ({ Component: (await import('./routes/departments')).DepartmentsRoute }),
              },
              {
                path: paths.locations,
                lazy: async () => ({ Component: (await import('./routes/locations')).LocationsRoute }),
              },
              {
                path: paths.companies,
                lazy: async () => ({ Component: (await import('./routes/companies')).CompaniesRoute }),
              },
              {
                path: paths.company.pattern,
                lazy: async () => ({ Component: (await import('./routes/company-detail')).CompanyDetailRoute }),
              },
              {
                path: paths.profile,
                lazy: async () => ({ Component: (await import('./routes/profile')).ProfileRoute }),
                children: [
                  {
                    index: true,
                    lazy: async () => ({ Component: (await import('./routes/profile')).ManageProfileRoute }),
                  },
                  {
                    path: 'notifications',
                    lazy: async () => ({ Component: (await import('./routes/profile')).NotificationSettingsRoute }),
                  },
                  {
                    path: 'password',
                    lazy: async () => ({ Component: (await import('./routes/profile')).PasswordSecurityRoute }),
                  },
                  {
                    path: 'timezone',
                    lazy: async () => ({ Component: (await import('./routes/profile')).TimeZoneRoute }),
                  },
                  {
                    path: 'calendar',
                    lazy: async () => ({ Component: (await import('./routes/profile')).CalendarFeedRoute }),
                  },
                ],
              },
              {
                path: paths.reports,
                lazy: async () => ({ Component: (await import('./routes/reports')).ReportsRoute }),
              },
              {
                path: paths.audit,
                lazy: async () => ({ Component: (await import('./routes/audit')).AuditRoute }),
              },
              {
                path: paths.accounts,
                lazy: async () => ({ Component: (await import('./routes/accounts')).AccountsRoute }),
              },
              {
                path: paths.account.pattern,
                lazy: async () => ({ Component: (await import('./routes/accounts')).AccountDetailRoute }),
              },
              {
                path: paths.offers,
                lazy: async () => ({ Component: (await import('./routes/offers')).OffersRoute }),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/** Resolves once the router has loaded the code of the page it opened on. */
export function whenRouterReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
