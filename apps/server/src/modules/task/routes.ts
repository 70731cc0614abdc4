import {
  MSG,
  addTaskInputSchema,
  assignTaskInputSchema,
  completeTaskInputSchema,
  offerTaskInputSchema,
  respondTaskInputSchema,
  taskIdInputSchema,
  editTaskInputSchema,
  messageResponseSchema,
  taskDetailSchema,
  taskListInputSchema,
  taskListResponseSchema,
} from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../identity/actor';
import * as companySide from './company-side';
import * as service from './service';

const tags = ['task'];
const security = [{ bearer: [] }];

/** The task service: booking, the task list, detail, edits, and both sides' status changes. */
export const taskRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', app.authenticate);

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
      await companySide.offerTask(ctx, actorOf(request), request.body);
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
      await companySide.respondToOffer(ctx, actorOf(request), request.body);
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
      await companySide.checkIn(ctx, actorOf(request), request.body);
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
      await companySide.completeByRep(ctx, actorOf(request), request.body);
      return { status: 200, msg: MSG.tasks.completed };
    },
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
