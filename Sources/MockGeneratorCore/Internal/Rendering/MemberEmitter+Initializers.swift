/// Initializers: a member that forwards its arguments to a `static let` wrapper, `Self.initMock`
/// (an instance wrapper in a generic mock, which has no static stored properties), then calls
/// the superclass's initializer when the mock has one.
extension MemberEmitter {
    /// `init(token: String) { Self.initMock(token) }` and its wrapper.
    func initializerLines(
        _ requirement: ProtocolModel.Requirement, _ callable: Callable, attributes: [String],
        name: String
    ) -> [String] {
        var declaration = requirement.declaration
        declaration.attributes = attributes
        declaration.modifiers = memberModifiers(declaration, isolationFree: false)
        let isStatic = !mockType.isGeneric
        var body = bodyStatements(
            callable, reference: isStatic ? "Self.\(name)" : name,
            projected: isStatic ? name : "$\(name)")
        if declaration.initializerOptionality != nil, let call = body.last {
            body = ["guard \(call) else { return nil }"]
        }
        if let call = subclassing(&declaration) { body.append(call) }
        return SourceLayout.member(
            DeclarationRenderer.signature(of: declaration), body: body, indent: indent)
            + wrapperLines(requirement, callable, name: name, isHeld: isStatic)
    }

    /// For a mock that subclasses a class, the call an initializer ends with (`super.init()`),
    /// with `override` or `required` added to `declaration` where the class has the same
    /// initializer; `nil` for a mock that subclasses none.
    func subclassing(_ declaration: inout Declaration) -> String? {
        guard let inherited = mockType.superclassInitializers else { return nil }
        let key = Superclass.key(of: declaration)
        if mockType.requiredSuperclassInitializers.contains(key) {
            declaration.modifiers.insert("required", at: 0)
        } else if inherited.contains(key) {
            declaration.modifiers.insert("override", at: 0)
        }
        return mockType.superclassInitializerCall
    }
}
