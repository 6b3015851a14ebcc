-- user_task_identified is the user's goal in a few words (the methodology's "brief
-- description of the user's goal"), not a yes/no. Old rows held only a boolean, which says
-- nothing about what the goal was, so they become NULL rather than an invented sentence.
-- goal_source says where the text came from: 'llm' (the LLM judge), 'producer' (a
-- pre-judged field of the trace), 'conversation' (the first user request, shortened), or
-- NULL when there is no goal.
ALTER TABLE judgments ALTER COLUMN user_task_identified TYPE text USING NULL;
ALTER TABLE judgments ADD COLUMN goal_source text
  CHECK (goal_source IN ('llm', 'producer', 'conversation'));
ALTER TABLE judgments ADD CONSTRAINT judgments_goal_bounded CHECK (length(user_task_identified) <= 300);
