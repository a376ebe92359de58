// lawcheck-guided-planted: guided mode on one planted bug of the law tests
// (LAWCHECK_GUIDED_PLANTED, its name in PlantedBugCatalog), for Scripts/guided-catch-bench:
// how many executions and how long libFuzzer takes to find it. Exits 3 once found, without
// shrinking or saving the input. Built with -parse-as-library (libFuzzer supplies `main`).

import GuidedFuzzing
import LawCheck

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The planted bug of this process.
let target = makeTarget()

/// `LAWCHECK_GUIDED_LIST=1` prints every planted bug's name and exits;
/// `LAWCHECK_GUIDED_PLANTED` names the one to fuzz.
func makeTarget() -> GuidedTarget {
    let bugs = PlantedBugCatalog.all
    if environmentValue("LAWCHECK_GUIDED_LIST") == "1" {
        for bug in bugs { emit(bug.name) }
        exit(0)
    }
    guard let name = environmentValue("LAWCHECK_GUIDED_PLANTED"), let bug = bugs.first(where: { $0.name == name })
    else {
        emit(
            "lawcheck-guided-planted: LAWCHECK_GUIDED_PLANTED must name a planted bug (LAWCHECK_GUIDED_LIST=1 lists them).",
            to: 2)
        exit(2)
    }
    var configuration = Configuration(profile: .nightly)
    configuration.seed = Seed(0)
    // Only finding counts here: no shrinking.
    configuration.shrinkBudget = ShrinkBudget(maxEvaluations: 0, timeLimit: .zero)
    let base = configuration
    return GuidedTarget(name: name, ending: .exitFound) { bytes in
        var guided = base
        guided.guidedCase = GuidedCase(bytes: bytes)
        return bug.run(guided).caught ? "caught" : nil
    }
}

/// libFuzzer's set-up call: picks the bug before the first input.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> Int32 {
    emit("lawcheck-guided-planted: fuzzing \"\(target.name)\".")
    return 0
}

/// libFuzzer's call for each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    target.fuzz(data, size)
}
