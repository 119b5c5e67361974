/// What checks files with the compiler: ``TypeChecker``, or in tests a stand-in.
protocol TypeChecking {
    /// What the outcome of a check depends on besides the files: the compiler and its arguments.
    var identity: String { get }

    /// What the outcome of a check of a file importing `modules` depends on besides the file:
    /// ``identity``, and the module files it would load for them, so that a check made before
    /// a module changed says nothing of one after.
    func identity(importing modules: [String]) -> String

    /// Type-checks `files` (name and text) together.
    ///
    /// - Throws: ``TypeChecker/Unavailable`` when nothing can be said of the files.
    func check(
        _ files: [(name: String, contents: String)]
    ) throws(TypeChecker.Unavailable) -> TypeChecker.Outcome
}

extension TypeChecking {
    func identity(importing modules: [String]) -> String { identity }
}
