CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "tasks_account_start_idx";--> statement-breakpoint
DROP INDEX "tasks_account_status_start_idx";--> statement-breakpoint
DROP INDEX "tasks_account_department_start_idx";--> statement-breakpoint
DROP INDEX "tasks_account_company_start_idx";--> statement-breakpoint
DROP INDEX "tasks_account_emergency_start_idx";--> statement-breakpoint
DROP INDEX "tasks_company_start_idx";--> statement-breakpoint
CREATE INDEX "tasks_account_upcoming_start_idx" ON "tasks" USING btree ("account_id","start_date","id") WHERE "tasks"."status" in ('unassigned', 'pending', 'assigned', 'inprogress');--> statement-breakpoint
CREATE INDEX "tasks_company_upcoming_start_idx" ON "tasks" USING btree ("company_id","start_date","id") WHERE "tasks"."status" in ('unassigned', 'pending', 'assigned', 'inprogress');--> statement-breakpoint
CREATE INDEX "tasks_name_trgm_idx" ON "tasks" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_account_start_idx" ON "tasks" USING btree ("account_id","start_date","id","name","department_id","company_id");--> statement-breakpoint
CREATE INDEX "tasks_account_status_start_idx" ON "tasks" USING btree ("account_id","status","start_date","id");--> statement-breakpoint
CREATE INDEX "tasks_account_department_start_idx" ON "tasks" USING btree ("account_id","department_id","start_date","id");--> statement-breakpoint
CREATE INDEX "tasks_account_company_start_idx" ON "tasks" USING btree ("account_id","company_id","start_date","id");--> statement-breakpoint
CREATE INDEX "tasks_account_emergency_start_idx" ON "tasks" USING btree ("account_id","is_emergency","start_date","id");--> statement-breakpoint
CREATE INDEX "tasks_company_start_idx" ON "tasks" USING btree ("company_id","start_date","id");