/// What checks files with the compiler: ``TypeChecker``, or in tests a stand-in.
protocol TypeChecking {
    /// What the outcome of a check depends on besides the files: the compiler and its arguments.
    var identity: String { get }

    /// Type-checks `files` (name and text) together.
    ///
    /// - Throws: ``TypeChecker/Unavailable`` when nothing can be said of the files.
    func check(
        _ files: [(name: String, contents: String)]
    ) throws(TypeChecker.Unavailable) -> TypeChecker.Outcome
}
