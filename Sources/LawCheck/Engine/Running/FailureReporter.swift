#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Receives failure reports from `check`.
public protocol FailureReporter: Sendable {
    /// Reports a failed check at the caller's location.
    func reportFailure(_ message: String, at site: CallSite)
}

/// Records a Swift Testing `Issue` at the call site.
public struct SwiftTestingReporter: FailureReporter {
    /// A reporter.
    public init() {}

    /// Records an issue with `message` at `site`.
    public func reportFailure(_ message: String, at site: CallSite) {
        #if canImport(Testing)
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: site.fileID.description, filePath: site.filePath.description,
                    line: Int(site.line), column: Int(site.column)))
        #else
            print(message)
        #endif
    }
}

/// Calls `XCTFail` at the call site.
public struct XCTestReporter: FailureReporter {
    /// A reporter.
    public init() {}

    /// Calls `XCTFail(message)` at `site`.
    public func reportFailure(_ message: String, at site: CallSite) {
        #if canImport(XCTest)
            XCTFail(message, file: site.filePath, line: site.line)
        #else
            print(message)
        #endif
    }
}

/// Swift Testing when a Swift Testing test is running (`Test.current` is
/// set), XCTest otherwise.
public struct AutomaticReporter: FailureReporter {
    /// A reporter.
    public init() {}

    /// Whether a Swift Testing test is running on this task.
    public static var inSwiftTesting: Bool {
        #if canImport(Testing)
            return Test.current != nil
        #else
            return false
        #endif
    }

    /// Reports through Swift Testing or XCTest, whichever is running.
    public func reportFailure(_ message: String, at site: CallSite) {
        if Self.inSwiftTesting {
            SwiftTestingReporter().reportFailure(message, at: site)
        } else {
            XCTestReporter().reportFailure(message, at: site)
        }
    }
}
