"""cli: the `confprobench` command. Each command is a thin shell over a documented function."""
