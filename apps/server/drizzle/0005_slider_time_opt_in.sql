-- A page's slider time now moves the page on (decision 025). Before, it did nothing, and 3 seconds
-- was the builder's default rather than anyone's choice: stored pages and published snapshots drop
-- it to 0 (stay), and the changed snapshots get a new ETag so no cache keeps the old one.
UPDATE "site_page_details" SET "detail" = jsonb_set("detail", '{sliderTime}', '0'::jsonb) WHERE "detail"->>'sliderTime' = '3';
--> statement-breakpoint
UPDATE "site_snapshots"
SET
  "public_data" = regexp_replace("public_data"::text, '"slider(Time|_time)": 3([,}])', '"slider\1": 0\2', 'g')::jsonb,
  "private_data" = regexp_replace("private_data"::text, '"slider(Time|_time)": 3([,}])', '"slider\1": 0\2', 'g')::jsonb,
  "etag" = rtrim("etag", '"') || '-s0"'
WHERE "public_data"::text ~ '"slider(Time|_time)": 3[,}]' OR "private_data"::text ~ '"slider(Time|_time)": 3[,}]';
