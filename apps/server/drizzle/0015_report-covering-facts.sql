DROP INDEX "report_booker_facts_account_day_idx";--> statement-breakpoint
DROP INDEX "report_booker_facts_company_day_idx";--> statement-breakpoint
DROP INDEX "report_booking_facts_account_day_idx";--> statement-breakpoint
DROP INDEX "report_booking_facts_company_day_idx";--> statement-breakpoint
DROP INDEX "report_hour_facts_account_hour_idx";--> statement-breakpoint
DROP INDEX "report_hour_facts_company_hour_idx";--> statement-breakpoint
DROP INDEX "report_product_facts_account_day_idx";--> statement-breakpoint
DROP INDEX "report_product_facts_company_day_idx";--> statement-breakpoint
DROP INDEX "report_rep_facts_account_day_idx";--> statement-breakpoint
DROP INDEX "report_rep_facts_company_day_idx";--> statement-breakpoint
DROP INDEX "report_task_facts_account_day_idx";--> statement-breakpoint
DROP INDEX "report_task_facts_company_day_idx";--> statement-breakpoint
CREATE INDEX "report_booker_facts_account_day_idx" ON "report_booker_facts" USING btree ("account_id","day","department_id","company_id","user_id","tasks");--> statement-breakpoint
CREATE INDEX "report_booker_facts_company_day_idx" ON "report_booker_facts" USING btree ("company_id","day","department_id","account_id","user_id","tasks");--> statement-breakpoint
CREATE INDEX "report_booking_facts_account_day_idx" ON "report_booking_facts" USING btree ("account_id","day","department_id","company_id","status","service_id","division_id","tasks","survey_sum","survey_count","minutes");--> statement-breakpoint
CREATE INDEX "report_booking_facts_company_day_idx" ON "report_booking_facts" USING btree ("company_id","day","department_id","account_id","status","service_id","division_id","tasks","survey_sum","survey_count","minutes");--> statement-breakpoint
CREATE INDEX "report_hour_facts_account_hour_idx" ON "report_hour_facts" USING btree ("account_id","hour","department_id","company_id","tasks","uncovered");--> statement-breakpoint
CREATE INDEX "report_hour_facts_company_hour_idx" ON "report_hour_facts" USING btree ("company_id","hour","department_id","account_id","tasks","uncovered");--> statement-breakpoint
CREATE INDEX "report_product_facts_account_day_idx" ON "report_product_facts" USING btree ("account_id","day","department_id","company_id","name","cases","quantity","revenue_cents");--> statement-breakpoint
CREATE INDEX "report_product_facts_company_day_idx" ON "report_product_facts" USING btree ("company_id","day","department_id","account_id","name","cases","quantity","revenue_cents");--> statement-breakpoint
CREATE INDEX "report_rep_facts_account_day_idx" ON "report_rep_facts" USING btree ("account_id","day","department_id","company_id","status","user_id","tasks","busy_ms");--> statement-breakpoint
CREATE INDEX "report_rep_facts_company_day_idx" ON "report_rep_facts" USING btree ("company_id","day","department_id","account_id","status","user_id","tasks","busy_ms");--> statement-breakpoint
CREATE INDEX "report_task_facts_account_day_idx" ON "report_task_facts" USING btree ("account_id","day","department_id","company_id","status","service_id","division_id","tasks","survey_sum","survey_count","minutes");--> statement-breakpoint
CREATE INDEX "report_task_facts_company_day_idx" ON "report_task_facts" USING btree ("company_id","day","department_id","account_id","status","service_id","division_id","tasks","survey_sum","survey_count","minutes");