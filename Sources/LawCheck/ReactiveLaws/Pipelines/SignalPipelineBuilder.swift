import Reactive

/// How a pipeline's stages become a signal: the thing the pipeline law is
/// applied to. ``library`` applies each stage as Reactive's operator, so
/// that the library's fused stages and fast paths build the signal; a
/// builder of one's own may replace some runs of stages by code of its own
/// (the planted-bug fixtures replace fused forms by copies with a slip) and
/// hand the rest to the library.
public struct SignalPipelineBuilder: Sendable {
    /// Applies one stage to a signal as the library does.
    public typealias Step = (SignalStage, Signal<Int, TestFailure>) -> Signal<Int, TestFailure>

    /// Builds the signal of `stages` on `source`; `step` applies a stage as the library does.
    public var build:
        @Sendable (_ source: Signal<Int, TestFailure>, _ stages: ArraySlice<SignalStage>, _ step: Step) -> Signal<
            Int, TestFailure
        >

    /// A builder.
    public init(
        build:
            @escaping @Sendable (_ source: Signal<Int, TestFailure>, _ stages: ArraySlice<SignalStage>, _ step: Step) ->
            Signal<Int, TestFailure>
    ) {
        self.build = build
    }

    /// Reactive's operators, one call per stage.
    public static let library = SignalPipelineBuilder { source, stages, step in
        stages.reduce(source) { signal, stage in step(stage, signal) }
    }

    /// The library's operators, except where `replace` recognizes the stages
    /// starting at a position: it returns how many stages it consumed and
    /// the signal they make on their upstream, or nil to let the library
    /// apply the stage at that position.
    public static func replacing(
        _ replace:
            @escaping @Sendable (ArraySlice<SignalStage>, Signal<Int, TestFailure>) -> (
                consumed: Int, signal: Signal<Int, TestFailure>
            )?
    ) -> SignalPipelineBuilder {
        SignalPipelineBuilder { source, stages, step in
            var signal = source
            var rest = stages
            while let stage = rest.first {
                if let (consumed, replaced) = replace(rest, signal), consumed > 0 {
                    signal = replaced
                    rest = rest.dropFirst(consumed)
                } else {
                    signal = step(stage, signal)
                    rest = rest.dropFirst()
                }
            }
            return signal
        }
    }
}
