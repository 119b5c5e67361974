import Foundation

/// A delegate refining `NSObjectProtocol`: its mock subclasses `NSObject`.
protocol DownloadDelegate: NSObjectProtocol {
    func didFinish(downloading url: Foundation.URL)
}

/// A protocol refining standard protocols whose requirements the generator knows.
protocol Token: RawRepresentable, Hashable, Comparable, Identifiable, CustomStringConvertible,
    Codable
where RawValue == String {
    var expiry: Double { get }
}
