"""Content of the bundled ``confprobench-mini`` sample: one module per subject (math, physics,
chemistry, biology), each defining ``PROBLEMS`` in the format of ``spec.py`` and registering its
figures with ``figures.figure``. ``scripts/build_sample.py`` turns them into the benchmark
directory; ``shortcuts.py`` checks how far trivial predictors get on the result."""
