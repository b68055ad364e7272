"""Content of the bundled ``confprobench-mini`` sample: one module per subject (math, physics,
chemistry, biology), each defining ``PROCESSES`` and registering its figures with
``figures.figure``. ``scripts/build_sample.py`` turns them into the benchmark directory."""
