-- Contact-form enquiries now run the response clock, answered through their timeline. Those staff
-- had already marked read were answered by mail outside it, at a time not kept: they count as
-- answered ("Answered"), as migration 0020 did for requests already moved on.
UPDATE "enquiries" SET "first_answered_at" = "created_at"
  WHERE "kind" = 'enquiry' AND "read_at" IS NOT NULL AND "first_answered_at" IS NULL;
