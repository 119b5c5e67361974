/// Members unavailable on some platforms: the mock's are marked so, and the property is not
/// stored, as a stored property cannot be.
protocol Display {
    @available(tvOS, unavailable)
    var brightness: Double { get set }
    @available(watchOS, unavailable)
    func dim(by amount: Double)
    var isOn: Bool { get }
}
