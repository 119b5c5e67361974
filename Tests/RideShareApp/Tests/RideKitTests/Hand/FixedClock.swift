import Foundation
import RideKit

/// A clock stopped at one time: `Clock` opts out of the generated mocks with `@nomock`.
struct FixedClock: Clock {
    var now: Date
}
