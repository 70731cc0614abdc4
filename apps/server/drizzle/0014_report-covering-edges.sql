DROP INDEX "tasks_report_account_idx";--> statement-breakpoint
DROP INDEX "tasks_report_company_idx";--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "survey_score" smallint GENERATED ALWAYS AS (case when btrim(patient_survey) ~ '^[1-5]$' then btrim(patient_survey)::smallint end) STORED;--> statement-breakpoint
CREATE INDEX "tasks_report_account_idx" ON "tasks" USING btree ("account_id","start_date","status","department_id","company_id","division_id","end_date","created_at","created_by","id","service_id","survey_score");--> statement-breakpoint
CREATE INDEX "tasks_report_company_idx" ON "tasks" USING btree ("company_id","start_date","status","department_id","account_id","division_id","end_date","created_at","created_by","id","service_id","survey_score");