import Reactive

/// Reference models of the operators that share one subscription to their
/// source among all their subscribers (RAC's `RACMulticastConnection`):
/// `replay`, `replayLast`, `replayLazily`, and `publish` with `autoconnect`.
/// A model computes both subscriptions of the schedule (the output is always
/// subscribed a second time, ``ModelReplay/resubscription``).
public enum MulticastModels {
    /// How an operator shares its source.
    public struct Sharing: Sendable {
        /// When the source is subscribed: `nil` at the operator's creation
        /// (`replay`, `replayLast`), else at the output's first subscription.
        public var connectsOnFirstSubscription: Bool
        /// How many of the latest values a new subscriber receives at once,
        /// with the terminal event if it has come (`nil`: none, and a
        /// subscriber after the terminal event receives nothing: a plain subject).
        public var replayed: Int?
        /// Whether the source subscription ends when the last subscriber goes
        /// (`autoconnect`); it is never made again.
        public var disconnectsWhenUnsubscribed: Bool

        /// A way of sharing.
        public init(connectsOnFirstSubscription: Bool, replayed: Int?, disconnectsWhenUnsubscribed: Bool) {
            self.connectsOnFirstSubscription = connectsOnFirstSubscription
            self.replayed = replayed
            self.disconnectsWhenUnsubscribed = disconnectsWhenUnsubscribed
        }
    }

    /// The trace of both subscriptions to an operator that shares source 0 as `sharing` says.
    public static func trace(_ replay: ModelReplay, _ sharing: Sharing) -> Trace {
        guard let second = replay.resubscription else {
            return replay.trace(shared(replay, sharing, subscribedAt: replay.subscription))
        }
        var trace = replay.trace(shared(replay, sharing, subscribedAt: replay.subscription))
        trace.resubscriptions = [replay.trace(shared(replay, sharing, subscribedAt: second), subscribedAt: second)]
        return trace
    }

    /// What one subscriber made at `moment` receives.
    static func shared(_ replay: ModelReplay, _ sharing: Sharing, subscribedAt moment: Moment) -> [Timed] {
        // At creation the source is subscribed before any scheduled work: it ranks first.
        let connection = sharing.connectsOnFirstSubscription ? replay.subscription : Moment.setup
        var events = replay.arrivals(
            of: 0, subscribedAt: connection, ordinal: sharing.connectsOnFirstSubscription ? 0 : -1
        )
        .upToTerminal
        if sharing.disconnectsWhenUnsubscribed, let disconnection = disconnection(replay) {
            events = events.filter { $0.moment < disconnection }
            // A subscriber after the disconnection connects anew (Combine: ``LawSemantics/Reconnection``),
            // through the same subject: useless once that has ended.
            if replay.semantics.reconnection == .onNextSubscriber, moment > disconnection,
                events.last?.isTerminal != true
            {
                events += replay.arrivals(of: 0, subscribedAt: moment).upToTerminal
            }
        }
        let earlier = events.filter { $0.moment < moment }
        let later = events.filter { $0.moment > moment }
        guard let kept = sharing.replayed else {
            // A plain subject: a subscriber after the end gets nothing (RAC) or
            // the terminal event at once (Combine: ``LawSemantics/LateSubscriber``).
            guard let end = earlier.last, end.isTerminal else { return later }
            return replay.semantics.lateSubscriber == .getsCompletion ? [Timed(moment, end.event)] : []
        }
        let values = earlier.filter { !$0.isTerminal }.suffix(kept)
        let terminal = earlier.last.flatMap { $0.isTerminal ? $0 : nil }
        return (Array(values) + (terminal.map { [$0] } ?? [])).map { Timed(moment, $0.event) } + later
    }

    /// When an `autoconnect` loses its last subscriber: at the first
    /// subscription's disposal, if the second one has not come yet.
    static func disconnection(_ replay: ModelReplay) -> Moment? {
        guard let disposal = replay.disposal else { return nil }
        if let second = replay.resubscription, second < disposal { return nil }
        return disposal
    }
}
