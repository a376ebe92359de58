/// An error type the operator laws can run on. Laws tell failures apart by
/// the source that sent them (`TestFailure(source:)`): the user's error
/// carries that number through this conversion.
///
/// ```swift
/// enum NetworkError: LawFailure { case lost(Int)
///     init(lawSource: Int) { self = .lost(lawSource) }
///     var lawSource: Int { if case .lost(let source) = self { source } else { -1 } }
/// }
/// ```
public protocol LawFailure: Error {
    /// The error a law's source `lawSource` (0 for `a`) sends.
    init(lawSource: Int)
    /// The source this error stands for.
    var lawSource: Int { get }
}

extension TestFailure: LawFailure {
    /// `TestFailure(source: lawSource)`.
    public init(lawSource: Int) { self.init(source: lawSource) }
    /// ``source``.
    public var lawSource: Int { source }
}
