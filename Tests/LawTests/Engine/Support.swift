import LawCheck

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A configuration for engine tests: fixed seed, no corpus, no environment.
func testConfiguration(seed: UInt64 = 0x5EED, iterations: Int = 100) -> Configuration {
    var configuration = Configuration(profile: .dev)
    configuration.seed = Seed(seed)
    configuration.iterations = iterations
    configuration.corpusDirectory = nil
    configuration.recordsCorpus = false
    return configuration
}

/// Generates `count` values from `generator` with a fixed seed.
func sample<Value>(_ generator: Gen<Value>, count: Int = 500, seed: UInt64 = 1) -> [Value] {
    var values: [Value] = []
    var random = Xoshiro256StarStar(seed: seed)
    var attempts = 0
    while values.count < count && attempts < count * 20 {
        attempts += 1
        var source = ChoiceSource(seed: random.next())
        if let value = try? generator.generate(using: &source) { values.append(value) }
    }
    return values
}

/// A fresh, empty temporary directory.
func makeTemporaryDirectory() -> String {
    var template = Array("/tmp/lawcheck-test-XXXXXX".utf8CString)
    let path = template.withUnsafeMutableBufferPointer { buffer in
        String(cString: mkdtemp(buffer.baseAddress!)!)
    }
    return path
}

func readText(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count == 0 { break }
        bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}

func writeText(_ text: String, to path: String) {
    let file = fopen(path, "w")!
    _ = text.withCString { fputs($0, file) }
    fclose(file)
}
