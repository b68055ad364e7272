"""Run the confprobench command line as ``python -m confprobench``."""

from confprobench.cli.main import main

main()
