import Foundation

/// A Foundation delegate, whose requirements the generator knows without Foundation's graph.
protocol CopyObserving: FileManagerDelegate {
    func copyFinished(atPath path: String)
}
