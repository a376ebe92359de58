import Synchronization

/// A request to end a nightly run early, made from a signal handler (SIGINT,
/// SIGTERM) while the run goes on in another thread. The run checks it at its
/// safe points — before each law and each round — and then ends with the
/// summary of what it did so far (``NightlySummary/interruption``).
public final class NightlyStop: Sendable {
    /// The number of the first signal that asked to stop; 0 while none has.
    private let signal = Atomic<Int32>(0)

    /// No stop requested yet.
    public init() {}

    /// Asks the run to stop because of signal `number` (positive). The first
    /// request wins: its signal sets the exit status.
    public func request(signal number: Int32) {
        precondition(number > 0, "a signal number is positive")
        _ = signal.compareExchange(expected: 0, desired: number, ordering: .relaxed)
    }

    /// The signal that asked to stop, if one has.
    public var requestedSignal: Int32? {
        let number = signal.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }
}
