"""report: leaderboards, the self-contained HTML report and its figures, paired comparison of two
judges, and recalibration."""
