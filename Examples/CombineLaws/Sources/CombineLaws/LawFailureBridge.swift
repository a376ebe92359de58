import OpenCombine
import ReactiveLaws

extension Publisher where Failure == any Error {
    /// A `try` operator's output (failing with `any Error`) failing with the
    /// law's own failure again: the only errors in a law's run are
    /// ``ReactiveLaws/TestFailure``s, thrown by the law's closures.
    public func lawFailure() -> Publishers.MapError<Self, TestFailure> {
        mapError { error in
            guard let failure = error as? TestFailure else {
                preconditionFailure("a law's run threw \(error), not a TestFailure")
            }
            return failure
        }
    }
}
