/// How many values a signal's ``SignalValues`` iterator keeps while its
/// consumer is not asking for them, and which it drops beyond that.
///
/// A signal has no backpressure (RAC's has none): it sends when it sends. An
/// async consumer that falls behind therefore needs a buffer between the two,
/// and this is its bound. The terminal event is never dropped: it is delivered
/// after whatever values the buffer still holds. Nothing ever blocks the
/// sending thread.
public enum SignalBufferingPolicy: Sendable, Hashable {
    /// Keeps every value: memory grows with how far the consumer falls behind.
    case unbounded
    /// Keeps the oldest `limit` pending values and drops each value that
    /// arrives while the buffer is full (the consumer sees a prefix).
    case bufferingOldest(Int)
    /// Keeps the newest `limit` pending values, dropping the oldest pending
    /// one to make room (the consumer sees the latest values).
    case bufferingNewest(Int)
}
