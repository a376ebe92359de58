/// A generator of `Value`s: a function from the choices it draws to a value.
///
/// Generators are composed with `map`, `flatMap`, `filter`, `zip`, `oneOf`,
/// collections, `recursive`, …; shrinking works on the recorded choices, so a
/// composed generator shrinks without any shrinking code of its own.
public struct Gen<Value>: Sendable {
    @usableFromInline let run: @Sendable (inout ChoiceSource) throws(GenerationStop) -> Value

    /// A generator drawing its decisions from a `ChoiceSource`. Draw every
    /// random decision through the source (never from elsewhere), and make
    /// smaller choices mean simpler values.
    @inlinable
    public init(_ run: @escaping @Sendable (inout ChoiceSource) throws(GenerationStop) -> Value) {
        self.run = run
    }

    /// Generates one value from `source`.
    @inlinable
    public func generate(using source: inout ChoiceSource) throws(GenerationStop) -> Value {
        try run(&source)
    }
}
