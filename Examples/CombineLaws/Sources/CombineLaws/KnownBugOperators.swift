import OpenCombine
import Reactive
import ReactiveLaws

/// The four OpenCombine 0.14.0 operators with a known cancellation bug, as
/// the one-line adapters their laws check (`KnownBugTests` asserts each is
/// caught; `combine-catch-rates` counts how often, over 100 seeds). Each
/// bug leaves a subscription open after the output has ended, which only
/// the resource law sees: no value is wrong.
public enum KnownBugOperators {
    /// `flatMap` (`OperatorLaws.flattenMap`): when an inner publisher fails,
    /// the output fails but the upstream (`a`) stays subscribed.
    public static let flatMap: OperatorLaws.FlattenMapOperator = { source, transform in
        source.publisher.flatMap { transform($0).publisher }.signal()
    }

    /// `prefix(untilOutputFrom:)` (`OperatorLaws.takeUntilSignal`): when the
    /// trigger (`b`) fires, the output finishes but the trigger stays subscribed.
    public static let prefixUntilOutput: OperatorLaws.BinaryOperator = { source, trigger in
        source.publisher.prefix(untilOutputFrom: trigger.publisher).signal()
    }

    /// `drop(untilOutputFrom:)` (`OperatorLaws.skipUntilSignal`): when the
    /// upstream (`a`) finishes first, the trigger (`b`) stays subscribed.
    public static let dropUntilOutput: OperatorLaws.BinaryOperator = { source, trigger in
        source.publisher.drop(untilOutputFrom: trigger.publisher).signal()
    }

    /// `timeout` (`OperatorLaws.timeout`): the repeating timer it schedules is
    /// never cancelled after it fires (the resource law counts it as `timer`).
    public static let timeout: OperatorLaws.TimeoutOperator = { source, interval, scheduler, failure in
        source.publisher.timeout(.init(interval), scheduler: VirtualTimeScheduler(scheduler), customError: { failure })
            .signal()
    }
}
