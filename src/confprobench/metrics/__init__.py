"""metrics: CRS, CSS, CCS and the metrics reported beside them, exactly as metrics-spec.md defines
them, as pure functions over numpy arrays, with cluster-bootstrap intervals over problems."""
