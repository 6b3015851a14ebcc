-- What the injection gate's LLM reader did in an optimizer run: {model, read, refused,
-- skipped_budget, failed, malformed} counts of the candidates it was given. A candidate it
-- did not read keeps the other gates' verdict, so a run's record must say so; NULL when
-- the reader was off or was given nothing.
ALTER TABLE optimizer_runs ADD COLUMN reader jsonb;
