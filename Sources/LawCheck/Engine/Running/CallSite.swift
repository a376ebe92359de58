/// Where `check` was called, for reporting failures at the caller's line.
public struct CallSite: Sendable {
    /// `#fileID` of the call.
    public let fileID: StaticString
    /// `#filePath` of the call.
    public let filePath: StaticString
    /// `#line` of the call.
    public let line: UInt
    /// `#column` of the call.
    public let column: UInt
    /// `#function` of the call: the test, named in printed replay commands.
    public let function: StaticString

    /// A call site from the caller's literals.
    public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt, function: StaticString) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        self.function = function
    }

    /// The test's name for `swift test --filter`: the function name without
    /// its parameter list.
    @usableFromInline
    var testName: String {
        let name = function.description
        return name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
    }
}
