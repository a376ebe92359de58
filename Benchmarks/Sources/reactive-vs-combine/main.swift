// Entry point only: the work lives in functions in other files, because
// top-level code in main.swift runs on globals, which are slow.
Command.main(CommandLine.arguments)
