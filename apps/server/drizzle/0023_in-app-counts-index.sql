DROP INDEX "notifications_unread_idx";--> statement-breakpoint
CREATE INDEX "notifications_in_app_idx" ON "notifications" USING btree ("user_id","read") WHERE "notifications"."in_app" = true;