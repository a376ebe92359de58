/// A value type the operator laws can run on: laws draw `Int`s, and the
/// user's operator sees them as its own values through this conversion.
///
/// The conversion must be a bijection on the values a law draws (small
/// integers, negatives included), so that an operator's output converts back
/// to the number the model predicts. A value no law drew (an operator that
/// invents one) converts to anything unequal to what the model predicts: the
/// law then fails, as it should.
///
/// ```swift
/// struct Tag: LawValue { var name: String
///     init(lawValue: Int) { name = "t\(lawValue)" }
///     var lawValue: Int { Int(name.dropFirst()) ?? .min }
/// }
/// ```
public protocol LawValue: Sendable {
    /// The value that stands for the law's number `lawValue`.
    init(lawValue: Int)
    /// The law's number this value stands for.
    var lawValue: Int { get }
}

extension Int: LawValue {
    /// The number itself.
    public init(lawValue: Int) { self = lawValue }
    /// The number itself.
    public var lawValue: Int { self }
}

extension String: LawValue {
    /// The number in decimal: `"-3"`.
    public init(lawValue: Int) { self = String(lawValue) }
    /// The decimal number the string spells; `Int.min` for any other string,
    /// which no law predicts.
    public var lawValue: Int { Int(self) ?? .min }
}
