/// A protocol isolated to the main actor.
@MainActor
protocol ProgressDelegate: AnyObject {
    static var interval: Double { get }
    var isCancelled: Bool { get }
    func didUpdate(progress: Double)
    func didFinish(with result: Result<Int, any Error>)
}
