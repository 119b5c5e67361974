/// A handler whose output defaults to `Never`: the member that takes one is never called.
protocol InboundHandler {
    associatedtype InboundIn
    associatedtype InboundOut = Never
    func read(_ value: InboundIn)
    func wrap(_ value: InboundOut) -> String
}
