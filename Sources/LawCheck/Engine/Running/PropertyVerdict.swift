/// The outcome of evaluating a property on one value.
@usableFromInline
enum PropertyVerdict: Sendable, Equatable {
    case passed
    case failed(reason: String)

    @inlinable
    var failed: Bool {
        if case .failed = self { return true }
        return false
    }

    @usableFromInline
    var reason: String {
        if case .failed(let reason) = self { return reason }
        return ""
    }

    /// The verdict of a property returning `Bool` or throwing.
    @inlinable
    static func of<Value>(_ property: (Value) throws -> Bool, _ value: Value) -> PropertyVerdict {
        do {
            return try property(value) ? .passed : .failed(reason: "returned false")
        } catch {
            return .failed(reason: describeThrown(error))
        }
    }

    /// The verdict of an async property returning `Bool` or throwing.
    @inlinable
    static func of<Value>(_ property: (Value) async throws -> Bool, _ value: Value) async -> PropertyVerdict {
        do {
            return try await property(value) ? .passed : .failed(reason: "returned false")
        } catch {
            return .failed(reason: describeThrown(error))
        }
    }

    /// The reason for a thrown error.
    @usableFromInline
    static func describeThrown(_ error: any Error) -> String {
        "threw \(ValuePrinter.singleLine(error))"
    }
}
