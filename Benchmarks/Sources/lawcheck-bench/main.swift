// Entry point only; workloads live in functions in other files because
// top-level code in main.swift runs on globals, which are slow.
LawCheckBenchmark.main()
