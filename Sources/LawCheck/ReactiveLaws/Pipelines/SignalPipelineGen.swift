import LawCheck

/// The generator of signal pipelines.
///
/// A pipeline is a list of 1…5 pieces, cut to at most 8 stages; each piece
/// is one stage, or a run of stages the library fuses or special-cases, so
/// that these runs are frequent rather than a chance alignment:
/// - a `map` and what runs in the map's own stage (`Producer.mapped` with a
///   ``MappedTail``): map → filter, map → filter → filter, map → scan,
///   map → filter → scan;
/// - what runs in a filter's stage (`SignalFusion`): filter → filter,
///   filter → map, filter → scan, filter → filter → map;
/// - `flattenMap` to `.return`, which forwards the value without a
///   subscription (as `take`, `skip` and `distinctUntilChanged` do through `bind`).
///
/// Each stage is drawn after a choice that drops it one time in 16
/// (``droppable(_:)``): shrinking drops any single stage of a piece that way
/// (a piece itself can only become another piece, listed after it), deletes
/// whole pieces, simplifies each stage's parameters, and then the schedule,
/// drawn after the pipeline.
enum SignalPipelineGen {
    static func pipelines(operators: Int, maximumStages: Int = 8) -> Gen<SignalPipeline> {
        let piece = Gen<[SignalStage?]>.frequency([
            (4, droppable(single(operators: operators)).map { [$0] }), (6, fused),
        ])
        return piece.array(count: 1...5).map { pieces in
            SignalPipeline(Array(pieces.joined().compactMap { $0 }.prefix(maximumStages)))
        }
    }

    /// The pipelines of the stack-safety law (``SignalPipelineLaw/nested(_:)``):
    /// 1…3 stages applied in a row as many times as makes `depth` stages,
    /// each stage one that subscribes its upstream once and sends at most one
    /// value per value (map, filter, scan, take, skip, distinctUntilChanged,
    /// combinePrevious, flattenMap to `.return`), so that a pipeline's work
    /// grows with its depth no faster than its stack does.
    static func nested(depth: Int) -> Gen<SignalPipeline> {
        let stage = Gen<SignalStage>.frequency([
            (4, map),
            (3, filter),
            (3, scan),
            (1, Gen<Int>.int(in: 1...3).map { .take($0) }),
            (1, Gen<Int>.int(in: 0...1).map { .skip($0) }),
            (2, .constant(.distinctUntilChanged)),
            (2, zip(Gen<Int>.int(in: 0...9), .intReduction).map { .combinePrevious(start: $0, $1) }),
            (2, flattenMapToReturn),
        ])
        return stage.array(count: 1...3).map { SignalPipeline($0, copies: max(1, depth / $0.count)) }
    }

    /// `stage`, or nil (dropped) one time in 16: a choice between the two
    /// (nil listed first), so that a dropped stage draws nothing more and
    /// dropping it makes the case shorter. Shrinking drops it by setting the
    /// choice to 0 and deleting the stage's own choices after it (the
    /// alternative's span): a pipeline of fewer stages is then a smaller
    /// case, even when the schedule it fails on needs a value more.
    static func droppable(_ stage: Gen<SignalStage>) -> Gen<SignalStage?> {
        .frequency([(1, .constant(nil)), (15, stage.map { $0 })])
    }

    /// One stage of any kind; the user's operators, when there are any, as often as all others together.
    static func single(operators: Int) -> Gen<SignalStage> {
        let source = Gen<Int>.int(in: 1...2)
        let count = Gen<Int>.int(in: 0...3)
        let start = Gen<Int>.int(in: 0...9)
        let library = Gen<SignalStage>.frequency([
            (4, map),
            (4, filter),
            (3, scan),
            (2, count.map { .take($0) }),
            (2, count.map { .skip($0) }),
            (2, .constant(.distinctUntilChanged)),
            (2, zip(start, .intReduction).map { .combinePrevious(start: $0, $1) }),
            (3, Gen<StreamFunction>.streamFunction.map { .flattenMap($0) }),
            (2, flattenMapToReturn),
            (2, source.map { .concat(source: $0) }),
            (2, source.map { .merge(source: $0) }),
            (2, zip(source, .intReduction).map { .zip(source: $0, $1) }),
            (2, source.map { .catch(source: $0) }),
            (2, Gen<Int>.int(in: 0...2).map { .retry($0) }),
            (2, Gen<Int>.int(in: 0...2).map { .delay($0) }),
            (1, .constant(.deliverOn)),
        ])
        guard operators > 0 else { return library }
        let custom = zip(Gen<Int>.int(in: 0...(operators - 1)), count).map {
            SignalStage.custom(index: $0, parameter: $1)
        }
        return .frequency([(1, library), (1, custom)])
    }

    static var map: Gen<SignalStage> { Gen<IntFunction>.intFunction.map { .map($0) } }
    static var filter: Gen<SignalStage> { Gen<IntPredicate>.intPredicate.map { .filter($0) } }
    static var scan: Gen<SignalStage> {
        zip(Gen<Int>.int(in: 0...9), Gen<IntReduction>.intReduction).map { .scan(start: $0, $1) }
    }
    static var flattenMapToReturn: Gen<SignalStage> {
        Gen<IntFunction>.intFunction.map { .flattenMap(StreamFunction([StreamFunction.Part($0)])) }
    }

    /// A run of stages the library fuses or special-cases.
    static var fused: Gen<[SignalStage?]> {
        let map = droppable(map)
        let filter = droppable(filter)
        let scan = droppable(scan)
        // Three-stage runs more often than two-stage ones: fewer of them line up intact by chance.
        return .frequency([
            (2, zip(map, filter).map { [$0, $1] }),
            (5, zip(map, filter, filter).map { [$0, $1, $2] }),
            (2, zip(map, scan).map { [$0, $1] }),
            (5, zip(map, filter, scan).map { [$0, $1, $2] }),
            (2, zip(filter, filter).map { [$0, $1] }),
            (2, zip(filter, map).map { [$0, $1] }),
            (2, zip(filter, scan).map { [$0, $1] }),
            (5, zip(filter, filter, map).map { [$0, $1, $2] }),
            (2, zip(map, droppable(flattenMapToReturn)).map { [$0, $1] }),
        ])
    }

    /// Whether `stages` hold a run the library fuses: a map or a filter followed by a map, filter or scan.
    static func hasFusedRun(_ stages: [SignalStage]) -> Bool {
        zip(stages, stages.dropFirst()).contains { first, second in
            switch (first, second) {
            case (.map, .filter), (.map, .scan), (.filter, .filter), (.filter, .map), (.filter, .scan): true
            default: false
            }
        }
    }
}
