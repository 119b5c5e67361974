/// Keywords as names, with backticks where Swift needs them.
protocol Keywords {
    func max(for: Int) -> (() -> Void)?
    func maxIn(in: Int) -> Int
    func maxSwitch(for switch: Int) -> Int
    func `extension`(extension: Int)
    func `default`(_ value: Int)
    var `class`: String { get }
    var `protocol`: Int { get set }
    func `repeat`(times: Int, `while`: Bool)
    func `self`() -> Int
    static func `init`(value: Int) -> Int
}
