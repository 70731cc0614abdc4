import { getSession } from '@/lib/session';
import { CALENDAR_VIEWS, canFilterByDepartment, readCalendarParams } from '../utils/calendar-params';
import { todayInZone, usableTimeZone } from '../utils/calendar-time';
import { calendarLayout, dashboardInput, firstAsked } from '../utils/dashboard-input';
import { startEarlyDashboard } from './get-dashboard';

/** MUI's `down('sm')`, which the dashboard reads to choose its default view. */
const PHONE_QUERY = '(max-width:599.95px)';

/**
 * Opening the dashboard signed in: asks for the calendar's first range while the app's code
 * loads and draws, computed as the dashboard will compute it (the address's view, day and
 * department, the screen's width, the user's role and zone). Nothing is asked for a user who
 * sees no calendar yet (not approved).
 */
export function prefetchDashboard(): void {
  const session = getSession();
  if (!session?.user.approved) return;
  const query = new URLSearchParams(window.location.search);
  const params = readCalendarParams(query);
  const hasView = (CALENDAR_VIEWS as readonly string[]).includes(query.get('view') ?? '');
  const isPhone = window.matchMedia(PHONE_QUERY).matches;
  const layout = calendarLayout(params, hasView, isPhone, session.user.role);
  const zone = usableTimeZone(session.timeZone);
  const date = params.date || todayInZone(zone);
  const departmentId = canFilterByDepartment(session.user.role) ? params.departmentId : '';
  startEarlyDashboard(dashboardInput(firstAsked(layout, date, zone), zone, departmentId));
}
