"""run: the two-stage protocol (originals, then variants), response cache, concurrency, budgets,
resume and sharding. Writes predictions JSONL and a run manifest."""
