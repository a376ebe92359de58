#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Access to the process environment without Foundation.
public enum ProcessEnvironment {
    /// The process's environment variables, read fresh on every access.
    public static var variables: [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let separator = text.firstIndex(of: "=") {
                result[String(text[..<separator])] = String(text[text.index(after: separator)...])
            }
            entry += 1
        }
        return result
    }

    /// The value of the environment variable `name`, or nil when it is unset:
    /// one lookup, where ``variables`` copies the whole environment (code that
    /// runs once per property run reads one variable this way).
    public static func value(of name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
