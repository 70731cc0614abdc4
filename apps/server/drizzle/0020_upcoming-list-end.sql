DROP INDEX "tasks_account_upcoming_start_idx";--> statement-breakpoint
DROP INDEX "tasks_company_upcoming_start_idx";--> statement-breakpoint
CREATE INDEX "tasks_account_upcoming_start_idx" ON "tasks" USING btree ("account_id","start_date","id","end_date") WHERE "tasks"."status" in ('unassigned', 'pending', 'assigned', 'inprogress');--> statement-breakpoint
CREATE INDEX "tasks_company_upcoming_start_idx" ON "tasks" USING btree ("company_id","start_date","id","end_date") WHERE "tasks"."status" in ('unassigned', 'pending', 'assigned', 'inprogress');