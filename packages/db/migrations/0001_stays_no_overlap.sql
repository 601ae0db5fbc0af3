-- Two active stays (guest reservation, owner stay or manual block) may never overlap on one property.
-- drizzle-kit cannot express EXCLUDE constraints, so this migration is written by hand.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_no_overlap"
  EXCLUDE USING gist ("property_id" WITH =, tstzrange("check_in", "check_out", '[)') WITH &&)
  WHERE ("status" <> 'cancelled');
