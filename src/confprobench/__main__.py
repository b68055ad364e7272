from confprobench.cli.main import main

main()
