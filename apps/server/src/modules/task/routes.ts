import {
  MSG,
  addTaskInputSchema,
  calendarEventSchema,
  dashboardDayInputSchema,
  dashboardInputSchema,
  dashboardResponseSchema,
  dashboardTaskSchema,
  assignTaskInputSchema,
  cmsEntrySchema,
  companyOptionSchema,
  completeTaskInputSchema,
  offerTaskInputSchema,
  repOptionSchema,
  respondTaskInputSchema,
  taskIdInputSchema,
  editTaskInputSchema,
  messageResponseSchema,
  optionSchema,
  serviceOptionSchema,
  taskDetailSchema,
  taskListInputSchema,
  taskListResponseSchema,
} from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/auth';
import * as service from './service';

const tags = ['task'];
const security = [{ bearer: [] }];
const search = z.string().trim().max(100).default('');
const flag = z.union([z.boolean(), z.enum(['true', 'false'])]).optional();
const listOf = <T extends z.ZodType>(item: T) => z.object({ status: z.number(), data: z.array(item) });

/** The task service: options for booking, the task list, detail, edits and status. */
export const taskRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/departmentSearch',
    {
      schema: {
        tags,
        security,
        body: z.object({
          search,
          taskLocation: flag,
          companyId: z.string().optional(),
          accountId: z.string().optional(),
        }),
        response: { 200: listOf(optionSchema) },
      },
    },
    async (request) => ({
      status: 200,
      data: await service.departmentOptions(ctx, actorOf(request), request.body.search),
    }),
  );

  app.post(
    '/companyFilter',
    {
      schema: {
        tags,
        security,
        body: z.object({
          search: search.optional(),
          companyName: search.optional(),
          taskLocation: flag,
          accountId: z.string().optional(),
        }),
        response: { 200: listOf(companyOptionSchema) },
      },
    },
    async (request) => ({
      status: 200,
      data: await service.companyOptions(ctx, actorOf(request), request.body.search || request.body.companyName || ''),
    }),
  );

  app.post(
    '/divisionFilter',
    {
      schema: {
        tags,
        security,
        body: z.object({ search, companyId: z.string().default('') }),
        response: { 200: listOf(optionSchema) },
      },
    },
    async (request) => ({ status: 200, data: await service.divisionOptions(ctx, actorOf(request), request.body) }),
  );

  app.post(
    '/serviceFilter',
    {
      schema: {
        tags,
        security,
        body: z.object({ search, companyId: z.string().default(''), divisionId: z.string().nullable().default('') }),
        response: { 200: listOf(serviceOptionSchema) },
      },
    },
    async (request) => ({
      status: 200,
      data: await service.serviceOptions(ctx, actorOf(request), {
        ...request.body,
        divisionId: request.body.divisionId ?? '',
      }),
    }),
  );

  app.get(
    '/location/get_locations',
    {
      schema: {
        tags,
        security,
        summary: 'Locations of the caller\u2019s hospital, at most 5 a page',
        querystring: z.object({
          search,
          pageNumber: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).default(5),
        }),
        response: { 200: listOf(optionSchema) },
      },
    },
    async (request) => ({ status: 200, data: await service.locationOptions(ctx, actorOf(request), request.query) }),
  );

  app.get(
    '/cms/:companyId',
    {
      schema: {
        tags,
        security,
        summary: 'A company\u2019s labels for the optional task fields',
        params: z.object({ companyId: z.string().max(100) }),
        response: {
          200: z.object({
            status: z.number(),
            data: z.object({ labelChange: z.object({ label: z.array(cmsEntrySchema) }) }),
          }),
        },
      },
    },
    async (request) => ({
      status: 200,
      data: { labelChange: { label: await service.cmsLabels(ctx, actorOf(request), request.params.companyId) } },
    }),
  );

  app.post(
    '/addTask',
    {
      schema: {
        tags,
        security,
        body: addTaskInputSchema,
        response: { 200: messageResponseSchema.extend({ data: z.object({ _id: z.string() }) }) },
      },
    },
    async (request) => {
      const task = await service.addTask(ctx, actorOf(request), request.body);
      return { status: 200, msg: MSG.tasks.added, data: { _id: task.id } };
    },
  );

  app.post(
    '/taskList',
    { schema: { tags, security, body: taskListInputSchema, response: { 200: taskListResponseSchema } } },
    async (request) => ({ status: 200, ...(await service.listTasks(ctx, actorOf(request), request.body)) }),
  );

  app.get(
    '/task/detail/:id',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: z.object({ status: z.number(), data: z.array(taskDetailSchema) }) },
      },
    },
    async (request) => ({ status: 200, data: [await service.taskDetail(ctx, actorOf(request), request.params.id)] }),
  );

  app.put(
    '/task/edit',
    { schema: { tags, security, body: editTaskInputSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.editTask(ctx, actorOf(request), request.body);
      return { status: 200, msg: MSG.tasks.updated };
    },
  );

  app.get(
    '/reps',
    {
      schema: {
        tags,
        security,
        summary: 'Reps of the caller\u2019s company, to offer a task to',
        response: { 200: listOf(repOptionSchema) },
      },
    },
    async (request) => ({ status: 200, data: await service.repOptions(ctx, actorOf(request)) }),
  );

  app.post(
    '/task/offer',
    {
      schema: {
        tags,
        security,
        summary: 'Company side: offer an unassigned task to a rep',
        body: offerTaskInputSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await service.offerTask(ctx, actorOf(request), request.body);
      return { status: 200, msg: MSG.tasks.offered };
    },
  );

  app.post(
    '/task/respond',
    {
      schema: {
        tags,
        security,
        summary: 'Rep: accept or decline an offered task',
        body: respondTaskInputSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await service.respondToOffer(ctx, actorOf(request), request.body);
      return { status: 200, msg: request.body.accept ? MSG.tasks.accepted : MSG.tasks.declined };
    },
  );

  app.post(
    '/task/checkin',
    {
      schema: {
        tags,
        security,
        summary: 'Rep: check in on an assigned task',
        body: taskIdInputSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await service.checkIn(ctx, actorOf(request), request.body);
      return { status: 200, msg: MSG.tasks.checkedIn };
    },
  );

  app.post(
    '/task/complete',
    {
      schema: {
        tags,
        security,
        summary: 'Rep: complete a task in progress, with the products used',
        body: completeTaskInputSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await service.completeByRep(ctx, actorOf(request), request.body);
      return { status: 200, msg: MSG.tasks.completed };
    },
  );

  app.post(
    '/dashboard',
    {
      schema: {
        tags,
        security,
        summary: 'Calendar events in a range (at most perDay a local day, with hidden counts) and the Pending panel',
        body: dashboardInputSchema,
        response: { 200: dashboardResponseSchema },
      },
    },
    async (request) => ({ status: 200, data: await service.dashboard(ctx, actorOf(request), request.body) }),
  );

  app.post(
    '/dashboard/day',
    {
      schema: {
        tags,
        security,
        summary: 'All events of one local day (the "+N more" popover)',
        body: dashboardDayInputSchema,
        response: { 200: listOf(calendarEventSchema) },
      },
    },
    async (request) => ({ status: 200, data: await service.dashboardDay(ctx, actorOf(request), request.body) }),
  );

  app.get(
    '/dashboard/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One event\u2019s popup details',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: z.object({ status: z.number(), data: dashboardTaskSchema }) },
      },
    },
    async (request) => ({ status: 200, data: await service.dashboardTask(ctx, actorOf(request), request.params.id) }),
  );

  app.put(
    '/assign_task',
    { schema: { tags, security, body: assignTaskInputSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const to = await service.assignStatus(ctx, actorOf(request), request.body);
      return { status: 200, msg: to === 'cancelled' ? MSG.tasks.cancelled : MSG.tasks.statusUpdated };
    },
  );
};
