/// Methods: a member that forwards its arguments to its wrapper, a property of the mock (a
/// `static let` for a static method, a `nonisolated let` for a nonisolated one).
extension MemberEmitter {
    /// `func fetch(id: Int) -> User { fetchMock(id) }` and its wrapper.
    func methodLines(
        _ requirement: ProtocolModel.Requirement, _ callable: Callable, attributes: [String],
        name: String
    ) -> [String] {
        var declaration = requirement.declaration
        declaration.attributes = attributes
        declaration.modifiers = memberModifiers(declaration, isolationFree: callable.isNonisolated)
        if callable.isNonisolated, !declaration.modifiers.contains("nonisolated") {
            declaration.modifiers.insert("nonisolated", at: 0)
        }
        let isHeld = declaration.isStatic || callable.isNonisolated
        let body = bodyStatements(
            callable, reference: name, projected: isHeld ? name : "$\(name)")
        return SourceLayout.member(
            DeclarationRenderer.signature(of: declaration), body: body, indent: indent)
            + wrapperLines(requirement, callable, name: name, isHeld: isHeld)
    }
}
