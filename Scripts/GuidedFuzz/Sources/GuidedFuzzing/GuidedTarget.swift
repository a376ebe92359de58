import LawCheck
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The law one fuzzing process checks, and what it does with each of
/// libFuzzer's inputs (`LLVMFuzzerTestOneInput` calls ``fuzz(_:_:)``).
///
/// A passing input returns at once: libFuzzer keeps it if it reached new
/// code and mutates it further. The first failing input ends the process,
/// after its report (shrunk, with marbles and a replay token, recorded in the
/// regression corpus, as the check function makes it) and a line saying
/// after how many executions and how long it was found (the time of the
/// failing execution's start: shrinking is not part of finding).
public final class GuidedTarget: Sendable {
    /// How the process ends once an input failed.
    public enum Ending: Sendable {
        /// Abort: libFuzzer's crash handler saves the input (`crash-<sha1>`
        /// under `-artifact_prefix`) and exits non-zero. Needs
        /// `SWIFT_BACKTRACE=enable=no`, or Swift's backtracer takes the signal.
        case abortSavingInput
        /// Exit with status 3 at once, saving nothing: for benchmarks, which
        /// only want the time to the first failure.
        case exitFound
    }

    /// The law's name, for the output.
    public let name: String
    /// Checks one input: nil if it passed (or was discarded), else the text to print.
    let check: @Sendable ([UInt8]) -> String?
    let ending: Ending
    let started = ContinuousClock.now
    let executions = Atomic<Int>(0)

    /// A target checking `name` with `check`, which returns the text to print
    /// for a failing input, or nil.
    public init(name: String, ending: Ending, check: @escaping @Sendable ([UInt8]) -> String?) {
        self.name = name
        self.ending = ending
        self.check = check
    }

    /// Checks libFuzzer's input; returns 0, as libFuzzer asks, or ends the
    /// process on a failure.
    public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        let execution = executions.add(1, ordering: .relaxed).newValue
        let began = ContinuousClock.now
        guard let report = check(bytes) else { return 0 }
        let milliseconds = Int(started.duration(to: began) / .milliseconds(1))
        emit(
            "GUIDED FAILURE: \"\(name)\" failed on execution \(execution), \(milliseconds) ms after the start.\n"
                + report)
        switch ending {
        case .abortSavingInput: abort()
        case .exitFound: _exit(3)
        }
    }
}

/// Writes `text` and a newline to a file descriptor unbuffered, so that it
/// shows up at once and in order with libFuzzer's own output.
public func emit(_ text: String, to descriptor: Int32 = 1) {
    let bytes = Array((text + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
}

/// A non-empty environment variable.
public func environmentValue(_ name: String) -> String? {
    guard let value = ProcessEnvironment.variables[name], !value.isEmpty else { return nil }
    return value
}
