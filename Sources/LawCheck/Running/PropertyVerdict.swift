/// The outcome of evaluating a property on one value.
enum PropertyVerdict: Sendable, Equatable {
    case passed
    case failed(reason: String)

    var failed: Bool {
        if case .failed = self { return true }
        return false
    }

    var reason: String {
        if case .failed(let reason) = self { return reason }
        return ""
    }

    /// The verdict of a property returning `Bool` or throwing.
    static func of<Value>(_ property: (Value) throws -> Bool, _ value: Value) -> PropertyVerdict {
        do {
            return try property(value) ? .passed : .failed(reason: "returned false")
        } catch {
            return .failed(reason: "threw \(ValuePrinter.singleLine(error))")
        }
    }

    /// The verdict of an async property returning `Bool` or throwing.
    static func of<Value>(_ property: (Value) async throws -> Bool, _ value: Value) async -> PropertyVerdict {
        do {
            return try await property(value) ? .passed : .failed(reason: "returned false")
        } catch {
            return .failed(reason: "threw \(ValuePrinter.singleLine(error))")
        }
    }
}
