"""perturb: meaning-preserving variants (synonym, syntactic, image) and injected errors, each with
recorded meaning-check verdicts and provenance."""
