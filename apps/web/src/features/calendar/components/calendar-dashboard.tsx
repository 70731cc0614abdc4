import { dayjs, type CalendarEvent, type SessionUser } from '@casecover/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useDeferredValue, useMemo, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useDashboard } from '../api/get-dashboard';
import { useCalendarParams } from '../hooks/use-calendar-params';
import { toCalendarEntries, toMoreEntries } from '../utils/calendar-events';
import { canFilterByDepartment, shiftDate, type CalendarView } from '../utils/calendar-params';
import { calendarDateToDay, presetStartFor, todayInZone, usableTimeZone } from '../utils/calendar-time';
import { calendarLayout, dashboardInput, firstAsked, listShown } from '../utils/dashboard-input';
import { AgendaList } from './agenda-list';
import { CalendarToolbar } from './calendar-toolbar';
import { DayEventsPopover } from './day-events-popover';
import { EventPopup, anchorOf, type PopupAnchor } from './event-popup';
import { DepartmentFilter } from './department-filter';
import { PENDING_PANEL_HEIGHT, PendingPanel } from './pending-panel';
import { StatusLegend } from './status-legend';
import { TaskCalendar, type ShownRange } from './task-calendar';

interface OpenTask {
  /** Kept after closing so the popup keeps its content while it fades out. */
  isOpen: boolean;
  taskId: string;
  summary: CalendarEvent | undefined;
  anchor: PopupAnchor;
}

interface OpenDay {
  isOpen: boolean;
  day: string;
  anchor: PopupAnchor;
}

export interface CalendarDashboardProps {
  user: SessionUser;
  timeZone: string;
  /**
   * Told when a date is clicked, with the start to preset in the Add Task dialog (undefined
   * when the day is too far back). Absent for users who cannot add tasks.
   */
  onAddTask?: (initialStart: string | undefined) => void;
}

/** The calendar dashboard: the Pending panel (with the department filter) and the month, week and day calendar. */
export function CalendarDashboard({ user, timeZone, onAddTask }: CalendarDashboardProps) {
  const zone = usableTimeZone(timeZone);
  const [params, updateParams, hasView] = useCalendarParams();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const layout = calendarLayout(params, hasView, isPhone, user.role);
  const { view, isDayList, isList } = layout;
  const today = todayInZone(zone);
  const date = params.date || today;
  const [gridRange, setRange] = useState<ShownRange | null>(null);
  const range = useMemo<ShownRange | null>(() => {
    if (!isList) return gridRange;
    const month = listShown({ view, isDayList, isList }, date, zone);
    return {
      view,
      start: month.start,
      end: month.end,
      currentStart: month.start,
      currentEnd: month.end,
      title: month.title,
    };
  }, [view, date, gridRange, zone, isList, isDayList]);
  const [openTask, setOpenTask] = useState<OpenTask | null>(null);
  const [openDay, setOpenDay] = useState<OpenDay | null>(null);
  // The server fixes a scheduler's department whatever is sent.
  const departmentId = canFilterByDepartment(user.role) ? params.departmentId : '';

  // Until the grid reports its cells (after its first draw), ask for the ones it will report.
  const asked = useMemo(
    () => range ?? firstAsked({ view, isDayList, isList }, date, zone),
    [range, view, isDayList, isList, date, zone],
  );
  const input = useMemo(() => dashboardInput(asked, zone, departmentId), [asked, zone, departmentId]);
  const dashboard = useDashboard(input);
  const data = dashboard.data;
  // The calendar is drawn first; the Pending panel's fifty rows follow in a render of their own
  // (they cost about as much as the month's entries, and the month is what the page opens on).
  // `null` at mount: without a first value React does not defer a component's first render, and
  // the dashboard mounts with its data when the early answer came before the code.
  const upcoming = useDeferredValue(data?.upcoming_tasks ?? null, null);
  const upcomingShown = upcoming !== null && upcoming === data?.upcoming_tasks;

  const entries = useMemo(
    () => (data ? [...toCalendarEntries(data.tasks), ...toMoreEntries(data.hidden)] : []),
    [data],
  );
  const hasMoreLinks = range !== null && range.view !== 'month' && (data?.hidden.length ?? 0) > 0;
  const isEmpty = data !== undefined && !dashboard.isPlaceholderData && data.tasks.length === 0;
  const isTodayShown =
    range !== null &&
    calendarDateToDay(range.currentStart, zone) <= today &&
    today < calendarDateToDay(range.currentEnd, zone) &&
    range.view === view;

  const goTo = (view: CalendarView, day: string) => updateParams({ view, date: day });

  const findTask = (taskId: string) => data?.tasks.find((t) => t._id === taskId);

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ order: { xs: 2, md: 0 }, position: { md: 'sticky' }, top: { md: 88 }, minWidth: 0 }}>
          <PendingPanel
            tasks={upcoming ?? undefined}
            isLoading={dashboard.isPending || (data !== undefined && !upcomingShown)}
            timeZone={zone}
            // Only users who have the filter get its row: an empty one would leave a gap.
            {...(canFilterByDepartment(user.role) ? { filter: <DepartmentFilter user={user} /> } : {})}
          />
        </Box>
        <Card
          component="section"
          aria-label="Calendar"
          sx={{ position: 'relative', p: { xs: 1.5, sm: 2.5 }, minWidth: 0, minHeight: PENDING_PANEL_HEIGHT }}
        >
          {dashboard.isFetching ? (
            <LinearProgress
              aria-label="Loading tasks"
              sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 3 }}
            />
          ) : null}
          <CalendarToolbar
            title={range?.title ?? ''}
            view={view}
            isToday={isTodayShown}
            onPrevious={() => goTo(view, shiftDate(date, view, -1))}
            onNext={() => goTo(view, shiftDate(date, view, 1))}
            onToday={() => goTo(view, today)}
            onViewChange={(view) => goTo(view, date)}
            addTask={
              onAddTask && view === 'day' && !isList
                ? {
                    label: `Add task on ${dayjs(date).format('MMMM D')}`,
                    // As a click on the day: 9:00 AM of it (nothing preset for a day too far back).
                    onClick: () => onAddTask(presetStartFor(dayjs.tz(`${date}T12:00`, zone).toDate(), true, zone)),
                  }
                : undefined
            }
          />
          {dashboard.isError ? (
            <Alert
              severity="error"
              sx={{ mt: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void dashboard.refetch()}>
                  Try again
                </Button>
              }
            >
              {errorMessage(dashboard.error)}
            </Alert>
          ) : null}
          {isEmpty && !dashboard.isError ? (
            <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1.5 }}>
              No tasks in this period.
              {onAddTask && view !== 'list' ? ` Click a ${view === 'month' ? 'day' : 'time'} to add one.` : ''}
            </Typography>
          ) : null}
          <Box sx={{ mt: 2 }}>
            {isList ? (
              <AgendaList
                key={isDayList ? date : date.slice(0, 7)}
                tasks={data?.tasks ?? []}
                hidden={data?.hidden ?? []}
                timeZone={zone}
                today={today}
                onTaskClick={(taskId, rect) => {
                  setOpenDay(null);
                  setOpenTask({ isOpen: true, taskId, summary: findTask(taskId), anchor: anchorOf(rect) });
                }}
                onMoreClick={(day, rect) => setOpenDay({ isOpen: true, day, anchor: anchorOf(rect) })}
              />
            ) : (
              <TaskCalendar
                view={view}
                date={date}
                timeZone={zone}
                entries={entries}
                hasMoreLinks={hasMoreLinks}
                onRangeChange={setRange}
                {...(onAddTask
                  ? {
                      onDateClick: (clicked: Date, isAllDay: boolean) =>
                        onAddTask(presetStartFor(clicked, isAllDay, zone)),
                    }
                  : {})}
                onTaskClick={(taskId, rect) => {
                  setOpenDay(null);
                  setOpenTask({ isOpen: true, taskId, summary: findTask(taskId), anchor: anchorOf(rect) });
                }}
                onMoreClick={(day, rect) => setOpenDay({ isOpen: true, day, anchor: anchorOf(rect) })}
                onDayClick={(day) => goTo('day', day)}
              />
            )}
          </Box>
          <Box sx={{ mt: 2 }}>
            <StatusLegend />
          </Box>
        </Card>
      </Box>
      {openDay ? (
        <DayEventsPopover
          open={openDay.isOpen}
          day={openDay.day}
          anchor={openDay.anchor}
          timeZone={zone}
          departmentId={departmentId}
          onClose={() => setOpenDay({ ...openDay, isOpen: false })}
          onSelect={(task) => {
            setOpenDay(null);
            setOpenTask({ isOpen: true, taskId: task._id, summary: task, anchor: openDay.anchor });
          }}
        />
      ) : null}
      {openTask ? (
        <EventPopup
          open={openTask.isOpen}
          taskId={openTask.taskId}
          summary={openTask.summary}
          anchor={openTask.anchor}
          timeZone={zone}
          onClose={() => setOpenTask({ ...openTask, isOpen: false })}
        />
      ) : null}
    </>
  );
}
