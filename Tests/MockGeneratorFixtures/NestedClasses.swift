/// Classes nested in other types, two of which share their short name: the selection file names
/// them by their dotted paths, `Checkout.Basket` and `Wishlist.Basket`, as it names nested
/// protocols.

/// A checkout, whose basket a test replaces.
enum Checkout {
    /// The basket of a checkout.
    class Basket {
        private(set) var items: [String] = []

        func add(_ item: String) {
            items.append(item)
        }

        func total(discount: Int) -> Int {
            items.count * 10 - discount
        }
    }
}

/// A wish list, whose basket is shared.
enum Wishlist {
    /// The basket of a wish list: another class of the same short name.
    class Basket {
        func share(with friend: String) -> Bool {
            !friend.isEmpty
        }
    }
}
