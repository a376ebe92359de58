// lawcheck-guided: guided mode's fuzz target (run it through Scripts/nightly-guided).
// libFuzzer feeds it bytes; each input is one case of one law of LawCatalog.standard
// (LAWCHECK_GUIDED_LAW, its property name), read as LawCheck's choice sequence
// (GuidedCase). Built with -parse-as-library: libFuzzer supplies `main`, this file only
// the two entry points.

import GuidedFuzzing
import LawCheck
import ReactiveLaws

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The package root, for the default regression corpus (as lawcheck-nightly finds it).
let packageRoot = String(#filePath.dropLast("/Scripts/GuidedFuzz/Sources/lawcheck-guided/main.swift".count))

/// The law of this process, set up before fuzzing starts (``LLVMFuzzerInitialize``).
let target = makeTarget()

/// Reads the environment: `LAWCHECK_GUIDED_LIST=1` prints `<directory name> TAB <law>`
/// for every law and exits (the fuzzer corpus's directory name is the law's corpus
/// file name without `.txt`); `LAWCHECK_GUIDED_LAW` names the law to fuzz;
/// `LAWCHECK_CORPUS_DIR` the regression corpus (default: the package's
/// Tests/LawTests/LawCorpus). Replays the law's corpus entries first: a failing one is a
/// known failure, which ends the process with 0 (the law tests fail on it already).
func makeTarget() -> GuidedTarget {
    let laws = LawCatalog.standard.laws
    if environmentValue("LAWCHECK_GUIDED_LIST") == "1" {
        for law in laws {
            let file = CorpusFile.path(directory: "", propertyName: law.name).dropFirst().dropLast(".txt".count)
            emit("\(file)\t\(law.name)")
        }
        exit(0)
    }
    guard let name = environmentValue("LAWCHECK_GUIDED_LAW"), let law = laws.first(where: { $0.name == name }) else {
        emit(
            "lawcheck-guided: LAWCHECK_GUIDED_LAW must name a law of the catalog (LAWCHECK_GUIDED_LIST=1 lists them); "
                + "run it through Scripts/nightly-guided.", to: 2)
        exit(2)
    }
    guard
        let corpus = environmentValue("LAWCHECK_CORPUS_DIR")
            ?? Configuration.defaultCorpusDirectory(
                callerFilePath: packageRoot + "/Tests/LawTests/Laws/CatalogReplayTests.swift")
    else {
        emit("lawcheck-guided: cannot find the package's Tests/LawTests/LawCorpus; set LAWCHECK_CORPUS_DIR.", to: 2)
        exit(2)
    }
    var replay = Configuration(profile: .nightly)
    replay.seed = Seed(0)
    replay.corpusDirectory = corpus
    replay.recordsCorpus = false
    replay.iterationsOverride = 0
    let known = law.run(replay)
    if known.failure != nil {
        emit("KNOWN FAILURE (a corpus entry fails; the law tests fail on it too):\n" + known.report)
        exit(0)
    }
    for warning in known.warnings + [known.problem].compactMap({ $0 }) {
        emit("Warning: \(name): \(warning)")
    }
    let configuration = CatalogLaw.guidedConfiguration(corpusDirectory: corpus)
    return GuidedTarget(name: name, ending: .abortSavingInput) { bytes in
        let outcome = law.check(guided: bytes, configuration: configuration)
        return outcome.failure == nil ? nil : "NEW FAILURE:\n" + outcome.report
    }
}

/// libFuzzer's set-up call: picks the law (or lists the laws, or exits on a bad
/// environment) before the first input.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> Int32 {
    emit("lawcheck-guided: fuzzing \"\(target.name)\".")
    return 0
}

/// libFuzzer's call for each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    target.fuzz(data, size)
}
