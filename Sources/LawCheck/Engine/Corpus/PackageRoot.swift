#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Locates the Swift package a source file belongs to.
enum PackageRoot {
    /// The nearest directory above `filePath` that holds a `Package.swift`.
    static func find(above filePath: String) -> String? {
        var directory = filePath
        while let slash = directory.lastIndex(of: "/") {
            directory = String(directory[..<slash])
            if directory.isEmpty { return nil }
            if access(directory + "/Package.swift", F_OK) == 0 { return directory }
        }
        return nil
    }
}
