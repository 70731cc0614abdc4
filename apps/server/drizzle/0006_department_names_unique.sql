-- Names that differ only in case already in a hospital keep the oldest as is; the others get a suffix, so the index can be built.
UPDATE "departments" d SET "name" = d."name" || ' (' || left(d."id"::text, 8) || ')'
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "account_id", lower("name") ORDER BY "created_at", "id") AS n
  FROM "departments"
) dup
WHERE dup."id" = d."id" AND dup.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_account_name_lower_uq" ON "departments" USING btree ("account_id",lower("name"));
