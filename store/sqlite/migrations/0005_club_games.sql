-- Issue 17, games a club can run for months.
--
-- A refused interaction is recorded as handled like an applied one, with
-- the answer it was refused with (refusal; NULL for an interaction that
-- was applied): a later delivery to any process gets the same answer
-- instead of being taken again on a game that may have moved on.
ALTER TABLE interactions ADD COLUMN refusal TEXT;
