/// One case of the pipeline law: a generated pipeline and the schedule it
/// is replayed on. It prints as the pipeline's code, then the schedule.
public struct SignalPipelineCase: Sendable, CustomStringConvertible {
    /// The pipeline.
    public var pipeline: SignalPipeline
    /// The schedule of its sources.
    public var schedule: Schedule
    /// The law's user operators, which ``SignalStage/custom(index:parameter:)`` stages name.
    let operators: [PipelineOperator]

    /// The pipeline as code on the schedule's sources.
    public var code: String {
        pipeline.code(sources: schedule.sources.count, operators: operators)
    }

    /// The code, then the schedule.
    public var description: String {
        "\(code)\n\(schedule)"
    }
}
