/// The hour of the day, for opening times.
///
/// @nomock: tests pass a fixed hour rather than a mock.
protocol Clock {
    var hour: Int { get }
}
