"""interop: bridges to evaluation tools other labs already run their judges with.

- :mod:`.inspect_eval`: a benchmark as an inspect_ai task (every original and variant a Sample with
  its images and the judge prompt), and a reader that turns the resulting eval log into confprobench
  predictions for ``confprobench score``. Needs the optional ``inspect`` extra (``inspect-ai``); nothing
  else in confprobench imports it.
"""
