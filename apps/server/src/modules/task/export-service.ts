import { firstValidTimeZone, type TaskExportFormat, type taskListInputSchema } from '@casecover/shared';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Actor } from '../../identity/actor';
import { CSV_TYPE, XLSX_TYPE, reportFileName } from '../report/export-files';
import { taskCsvStream, taskXlsxStream } from './export-files';
import { exportBatch, type ExportCursor, type ExportRow } from './export-queries';
import type { ListSelection } from './queries';
import { listSelection } from './service';

/** Rows read per query: large enough to keep the round trips few, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * The selection's rows, batch after batch, each query starting where the last one ended. The
 * first batch is read by the caller before the answer starts (see taskListExport), so a failing
 * query is still a proper error response rather than a cut-off file.
 */
export async function* exportBatches(
  ctx: AppContext,
  selection: ListSelection,
  size: number,
  first?: ExportRow[],
): AsyncGenerator<ExportRow[]> {
  let batch = first ?? (await exportBatch(ctx.db, { selection, cursor: null, size }));
  while (batch.length > 0) {
    yield batch;
    if (batch.length < size) return;
    const last = batch[batch.length - 1];
    if (!last) return;
    const cursor: ExportCursor = { start: last.startText, id: last.id };
    batch = await exportBatch(ctx.db, { selection, cursor, size });
  }
}

export interface TaskListFile {
  fileName: string;
  contentType: string;
  stream: Readable;
}

/**
 * The task list the filters select, every page of it, as a CSV or XLSX stream. The scope is the
 * caller's, as on the list; times are written in the zone the list was read in (the request's
 * `timeZone`, else the user's chosen zone, else UTC).
 */
export async function taskListExport(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof taskListInputSchema>,
  format: TaskExportFormat,
  size: number = EXPORT_BATCH_SIZE,
): Promise<TaskListFile> {
  const timeZone = firstValidTimeZone(input.timeZone, actor.timezone) ?? 'UTC';
  const selection = await listSelection(ctx, actor, input);
  const first = await exportBatch(ctx.db, { selection, cursor: null, size });
  const batches = exportBatches(ctx, selection, size, first);
  return format === 'csv'
    ? {
        fileName: reportFileName('Tasks', 'csv', timeZone),
        contentType: CSV_TYPE,
        stream: taskCsvStream(batches, timeZone),
      }
    : {
        fileName: reportFileName('Tasks', 'xlsx', timeZone),
        contentType: XLSX_TYPE,
        stream: taskXlsxStream(batches, timeZone),
      };
}
