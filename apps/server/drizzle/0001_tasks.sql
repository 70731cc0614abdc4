CREATE TYPE "public"."task_status" AS ENUM('unassigned', 'pending', 'assigned', 'inprogress', 'completed', 'cancelled', 'uncovered');--> statement-breakpoint
CREATE TABLE "cms_labels" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"labels" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_assignees" (
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_assignees_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "task_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"field" text,
	"from_value" text,
	"to_value" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"no" integer NOT NULL,
	"name" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	"location_id" uuid,
	"company_id" uuid NOT NULL,
	"division_id" uuid,
	"service_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"is_emergency" boolean DEFAULT false NOT NULL,
	"patient_name" text DEFAULT '' NOT NULL,
	"case_number" text DEFAULT '' NOT NULL,
	"patient_survey" text DEFAULT '' NOT NULL,
	"cc_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "task_status" DEFAULT 'unassigned' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cms_labels" ADD CONSTRAINT "cms_labels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_history" ADD CONSTRAINT "task_history_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_history" ADD CONSTRAINT "task_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_products" ADD CONSTRAINT "task_products_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_division_id_company_units_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."company_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_assignees_user_id_index" ON "task_assignees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "task_history_task_id_created_at_index" ON "task_history" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "task_products_task_id_no_index" ON "task_products" USING btree ("task_id","no");--> statement-breakpoint
CREATE INDEX "tasks_account_start_idx" ON "tasks" USING btree ("account_id","start_date","id");--> statement-breakpoint
CREATE INDEX "tasks_account_status_start_idx" ON "tasks" USING btree ("account_id","status","start_date");--> statement-breakpoint
CREATE INDEX "tasks_account_department_start_idx" ON "tasks" USING btree ("account_id","department_id","start_date");--> statement-breakpoint
CREATE INDEX "tasks_account_company_start_idx" ON "tasks" USING btree ("account_id","company_id","start_date");--> statement-breakpoint
CREATE INDEX "tasks_account_emergency_start_idx" ON "tasks" USING btree ("account_id","is_emergency","start_date");--> statement-breakpoint
CREATE INDEX "tasks_company_start_idx" ON "tasks" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE INDEX "tasks_account_patient_idx" ON "tasks" USING btree ("account_id",lower("patient_name"));--> statement-breakpoint
CREATE INDEX "tasks_account_case_idx" ON "tasks" USING btree ("account_id",lower("case_number"));--> statement-breakpoint
CREATE INDEX "tasks_open_start_idx" ON "tasks" USING btree ("start_date") WHERE "tasks"."status" in ('unassigned', 'pending');--> statement-breakpoint
CREATE INDEX "tasks_location_idx" ON "tasks" USING btree ("location_id");