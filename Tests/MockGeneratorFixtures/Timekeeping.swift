/// A clock a test drives. It refines the standard library's `Clock`, which the generator knows
/// only from the graph of the standard library: the plugin extracts it from the toolchain.
protocol Timekeeper: Clock where Duration == Swift.Duration {
    func advance(by duration: Duration)
}
