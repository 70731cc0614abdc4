import { MSG, endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/endpoint';
import { actorOf } from '../../identity/actor';
import * as companySide from './company-side';
import * as closing from './closing-service';
import * as offers from './offers-service';
import * as service from './service';

const e = endpoints.task;

/** The task service: booking, the task list, detail, edits, and both sides' status changes. */
export const taskRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.addTask, {}, async (request) => {
    const task = await service.addTask(ctx, actorOf(request), request.body);
    return { status: 200, msg: MSG.tasks.added, data: { _id: task.id } };
  });

  route(app, e.taskList, {}, async (request) => ({
    status: 200,
    ...(await service.listTasks(ctx, actorOf(request), request.body)),
  }));

  route(app, e.taskDetail, {}, async (request) => ({
    status: 200,
    data: [await service.taskDetail(ctx, actorOf(request), request.params.id)],
  }));

  route(app, e.editTask, {}, async (request) => {
    await service.editTask(ctx, actorOf(request), request.body);
    return { status: 200, msg: MSG.tasks.updated };
  });

  route(app, e.offerTask, {}, async (request) => {
    await companySide.offerTask(ctx, actorOf(request), request.body);
    return { status: 200, msg: MSG.tasks.offered };
  });

  route(app, e.respondToOffer, {}, async (request) => {
    await companySide.respondToOffer(ctx, actorOf(request), request.body);
    return { status: 200, msg: request.body.accept ? MSG.tasks.accepted : MSG.tasks.declined };
  });

  route(app, e.checkIn, {}, async (request) => {
    await companySide.checkIn(ctx, actorOf(request), request.body);
    return { status: 200, msg: MSG.tasks.checkedIn };
  });

  route(app, e.complete, {}, async (request) => {
    await companySide.completeByRep(ctx, actorOf(request), request.body);
    return { status: 200, msg: MSG.tasks.completed };
  });

  route(app, e.assignStatus, {}, async (request) => {
    const to = await closing.assignStatus(ctx, actorOf(request), request.body);
    return { status: 200, msg: to === 'cancelled' ? MSG.tasks.cancelled : MSG.tasks.statusUpdated };
  });

  route(app, endpoints.offers.taskOffers, {}, async (request) => {
    const actor = actorOf(request);
    const task = await service.scopedTask(ctx, actor, request.params.id);
    return { status: 200, data: await offers.progress(ctx, actor, task) };
  });

  route(app, e.reopenTask, {}, async (request) => {
    await closing.reopenTask(ctx, actorOf(request), request.body);
    return { status: 200, msg: MSG.tasks.reopened };
  });
};
