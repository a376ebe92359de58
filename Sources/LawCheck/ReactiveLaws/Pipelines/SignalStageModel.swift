import Reactive

/// The composed reference model of a signal pipeline: each stage's model
/// (``TransformModels``, ``SliceModels``, ``CombinationModels``,
/// ``ErrorModels``, ``TimeModels``) applied to what the stage before it
/// sends, on one schedule.
///
/// A stage's upstream is a function from the moment of a subscription to the
/// events that subscription receives, so that stages that subscribe again
/// (`retry`) or later (`concat`, `catch`) get the upstream's events for their
/// own moment. Cold sources subscribed by one piece of work rank in the order
/// the work subscribes them; the model counts them per moment
/// (``PipelineModelReplay``), in the order the operators subscribe.
struct PipelineModelReplay {
    let replay: ModelReplay
    let sourceCount: Int
    /// How many cold subscriptions each moment has made so far.
    private var ordinals: [Moment: Int] = [:]

    init(_ replay: ModelReplay) {
        self.replay = replay
        sourceCount = replay.schedule.sources.count
    }

    /// What source `index` delivers to a subscription made at `moment`, ranked after those `moment` made before.
    mutating func subscribe(_ index: Int, at moment: Moment) -> [Timed] {
        let ordinal = ordinals[moment, default: 0]
        if !replay.schedule.sources[index].isHot { ordinals[moment] = ordinal + 1 }
        return replay.arrivals(of: index, subscribedAt: moment, ordinal: ordinal).upToTerminal
    }
}

/// The events of a pipeline prefix for a subscription made at a moment.
typealias PipelineUpstream = (inout PipelineModelReplay, Moment) -> [Timed]

extension SignalStage {
    /// This stage's model on top of `upstream`: what it sends to a
    /// subscription made at a moment. `operators` are the law's user operators.
    func model(_ upstream: @escaping PipelineUpstream, operators: [PipelineOperator]) -> PipelineUpstream {
        func source(_ index: Int, _ replay: PipelineModelReplay) -> Int { index % replay.sourceCount }
        let stage = self
        return { replay, moment in
            let output: [Timed]
            switch stage {
            case .map(let f): output = TransformModels.map(upstream(&replay, moment), f.callAsFunction)
            case .filter(let p): output = TransformModels.filter(upstream(&replay, moment), p.callAsFunction)
            case .scan(let start, let r):
                output = TransformModels.scan(upstream(&replay, moment), start) { running, value, _ in r(running, value)
                }
            case .take(let count):
                // `take(0)` is `empty`: it never subscribes its upstream.
                output =
                    count == 0
                    ? [Timed(moment, .completed)]
                    : SliceModels.take(upstream(&replay, moment), count, subscribedAt: moment)
            case .skip(let count): output = SliceModels.skip(upstream(&replay, moment), count)
            case .distinctUntilChanged: output = TransformModels.distinctUntilChanged(upstream(&replay, moment))
            case .combinePrevious(let start, let r):
                output = TransformModels.combinePrevious(upstream(&replay, moment), start, r.callAsFunction)
            case .flattenMap(let k): output = CombinationModels.flattenMap(upstream(&replay, moment), k)
            case .concat(let index):
                let first = upstream(&replay, moment)
                guard let last = first.last, last.event.isCompleted else {
                    output = first
                    break
                }
                output = first.dropLast() + replay.subscribe(source(index, replay), at: last.moment)
            case .merge(let index):
                let first = upstream(&replay, moment)
                let second = replay.subscribe(source(index, replay), at: moment)
                output = CombinationModels.merge([first, second], subscribedAt: moment)
            case .zip(let index, let r):
                let first = upstream(&replay, moment)
                let second = replay.subscribe(source(index, replay), at: moment)
                output = CombinationModels.zip([first, second], subscribedAt: moment) { r($0[0], $0[1]) }
            case .catch(let index):
                let first = upstream(&replay, moment)
                guard let last = first.last, last.event.isFailure else {
                    output = first
                    break
                }
                output = first.dropLast() + replay.subscribe(source(index, replay), at: last.moment)
            case .retry(let count):
                var events: [Timed] = []
                var start = moment
                for attempt in 0...count {
                    let attemptEvents = upstream(&replay, start)
                    guard let last = attemptEvents.last, last.event.isFailure, attempt < count else {
                        events += attemptEvents
                        break
                    }
                    events += attemptEvents.dropLast()
                    start = last.moment
                }
                output = events
            case .delay(let ticks): output = TimeModels.delay(upstream(&replay, moment), ticks)
            case .deliverOn: output = TimeModels.deliver(upstream(&replay, moment))
            case .custom(let index, let parameter):
                output = operators[index].model(upstream(&replay, moment), parameter, moment)
            }
            // The next stage reads the events in the replay's order, up to the first terminal one.
            return ModelReplay.ordered(output).upToTerminal
        }
    }
}
