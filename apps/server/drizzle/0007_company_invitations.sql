CREATE TYPE "public"."invitation_mode" AS ENUM('existing', 'new');--> statement-breakpoint
CREATE TYPE "public"."invitation_status" AS ENUM('pending', 'accepted', 'withdrawn');--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"division_id" uuid,
	"mode" "invitation_mode" NOT NULL,
	"status" "invitation_status" DEFAULT 'pending' NOT NULL,
	"invited_by_id" uuid,
	"user_id" uuid,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"division_name" text,
	"send_count" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_division_id_company_units_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."company_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_invitations_account_id_created_at_index" ON "company_invitations" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "company_invitations_company_id_index" ON "company_invitations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_invitations_user_id_index" ON "company_invitations" USING btree ("user_id");--> statement-breakpoint
-- Codes that differ only in case keep the oldest company's; the others are cleared so the index can be built.
UPDATE "companies" c SET "code" = NULL
FROM (
  SELECT "id", row_number() OVER (PARTITION BY upper("code") ORDER BY "created_at", "id") AS n
  FROM "companies" WHERE "code" IS NOT NULL
) dup
WHERE dup."id" = c."id" AND dup.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_code_upper_uq" ON "companies" USING btree (upper("code")) WHERE "companies"."code" is not null;