import Foundation

/// A class named as one of Foundation's, as a module of its own may declare one (issue 27: an
/// `open class PropertyListEncoder` in a module `Lib`). Its mock imports Foundation for `Data`,
/// where the bare name would be Foundation's class too: the mock subclasses
/// `MockGeneratorFixtures.PropertyListEncoder`.
class PropertyListEncoder {
    var format = "xml"

    func encode(_ value: Int) throws -> Data {
        Data("\(format):\(value)".utf8)
    }
}
