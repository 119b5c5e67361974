import BenchmarkSupport

/// ``SpyFileOperations`` declared in the module that calls it, with internal members: what a
/// spy costs when the optimizer sees every access to its properties and can drop most dynamic
/// exclusivity checks, which a spy reached from another module (public members) pays on each.
final class CallersSpy: FileOperations {
    var existsCallsCount = 0
    var existsCalled: Bool { existsCallsCount > 0 }
    var existsReceivedPath: String?
    var existsReceivedInvocations: [String] = []
    // swift-spyable declares the return value implicitly unwrapped.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var existsReturnValue: Bool!
    var existsClosure: ((String) -> Bool)?

    var copyCallsCount = 0
    var copyCalled: Bool { copyCallsCount > 0 }
    var copyReceivedArguments: (source: String, destination: String)?
    var copyReceivedInvocations: [(source: String, destination: String)] = []
    // swift-spyable declares the return value implicitly unwrapped.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var copyReturnValue: Bool!
    var copyClosure: ((String, String) -> Bool)?

    func exists(_ path: String) -> Bool {
        existsCallsCount += 1
        existsReceivedPath = path
        existsReceivedInvocations.append(path)
        if let existsClosure {
            return existsClosure(path)
        }
        return existsReturnValue
    }

    func copy(_ source: String, _ destination: String) -> Bool {
        copyCallsCount += 1
        copyReceivedArguments = (source, destination)
        copyReceivedInvocations.append((source, destination))
        if let copyClosure {
            return copyClosure(source, destination)
        }
        return copyReturnValue
    }

    func removeAll() {
        existsCallsCount = 0
        existsReceivedPath = nil
        existsReceivedInvocations.removeAll()
        copyCallsCount = 0
        copyReceivedArguments = nil
        copyReceivedInvocations.removeAll()
    }
}
