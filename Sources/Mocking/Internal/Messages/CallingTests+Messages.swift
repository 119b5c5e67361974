extension [CallingTests.Caller] {
    /// The callers of several states, such as a property's getter and setter, as one list: each
    /// test once, with its earliest first call, in the order of those calls.
    init(merging lists: [[CallingTests.Caller]]) {
        var seen = Set<AnyHashable>()
        self = lists.joined().sorted { $0.firstCall < $1.firstCall }
            .filter { seen.insert($0.identity).inserted }
    }

    /// Each test's name and first call, as a failure message refers to it: `call 3`, its position
    /// among the calls whose sequence numbers are `sequenceNumbers`, in order.
    func calls(in sequenceNumbers: [Int]) -> [(name: String?, firstCall: String)] {
        map { caller in
            var low = sequenceNumbers.startIndex
            var high = sequenceNumbers.endIndex
            while low < high {
                let middle = low + (high - low) / 2
                if sequenceNumbers[middle] >= caller.firstCall {
                    high = middle
                } else {
                    low = middle + 1
                }
            }
            return (caller.name, "call \(low + 1)")
        }
    }
}
