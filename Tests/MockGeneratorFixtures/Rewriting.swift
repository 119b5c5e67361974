import Foundation

/// This module's `URL` and Foundation's in one requirement, and overloads told apart by which
/// of the two they take: each is written with its module.
protocol Rewriting {
    func rewrite(_ url: URL) -> Foundation.URL
    func rewrite(_ url: Foundation.URL) -> URL
}

/// A type alias of the protocol named as types of this module and of Foundation: the mock names
/// it through itself.
protocol Addressing {
    typealias URL = String
    func open(_ address: URL) -> Foundation.URL?
}
