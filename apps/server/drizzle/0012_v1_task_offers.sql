CREATE TABLE "task_broadcasts" (
	"task_id" uuid PRIMARY KEY NOT NULL,
	"wave" integer DEFAULT 0 NOT NULL,
	"level" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"wave_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "task_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"level" text NOT NULL,
	"wave" integer DEFAULT 0 NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"accepted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_reason" text
);
--> statement-breakpoint
ALTER TABLE "task_broadcasts" ADD CONSTRAINT "task_broadcasts_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_offers" ADD CONSTRAINT "task_offers_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_offers" ADD CONSTRAINT "task_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_broadcasts_open_idx" ON "task_broadcasts" USING btree ("wave_at") WHERE "task_broadcasts"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "task_offers_task_id_offered_at_index" ON "task_offers" USING btree ("task_id","offered_at");--> statement-breakpoint
CREATE INDEX "task_offers_open_user_idx" ON "task_offers" USING btree ("user_id") WHERE "task_offers"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "task_offers_open_uq" ON "task_offers" USING btree ("task_id","user_id") WHERE "task_offers"."closed_at" is null;--> statement-breakpoint
-- custom:
-- A rep suspended or deleted (by any path) loses his open offers at once: the offers close, his
-- assignee rows of pending tasks go, and a pending task left with nobody is unassigned again.
CREATE OR REPLACE FUNCTION close_offers_of_inactive_user() RETURNS trigger AS $$
BEGIN
  IF (NEW.suspended AND NOT OLD.suspended) OR (NEW.deleted AND NOT OLD.deleted) THEN
    WITH closed AS (
      UPDATE task_offers
        SET closed_at = now(), closed_reason = CASE WHEN NEW.deleted THEN 'deleted' ELSE 'suspended' END
        WHERE user_id = NEW.id AND closed_at IS NULL
        RETURNING task_id
    ), dropped AS (
      DELETE FROM task_assignees ta USING closed c, tasks t
        WHERE ta.task_id = c.task_id AND ta.user_id = NEW.id AND t.id = c.task_id AND t.status = 'pending'
        RETURNING ta.task_id
    )
    UPDATE tasks SET status = 'unassigned', updated_at = now()
      WHERE id IN (SELECT task_id FROM dropped) AND status = 'pending'
        AND NOT EXISTS (SELECT 1 FROM task_assignees a WHERE a.task_id = tasks.id AND a.user_id <> NEW.id);
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_close_offers AFTER UPDATE OF suspended, deleted ON users
  FOR EACH ROW EXECUTE FUNCTION close_offers_of_inactive_user();
