/// Writes the wrappers a mock declares: property wrappers of each mock, `let`s held as values,
/// the accessors of the statics holder's wrappers and their declarations there, each as a
/// declaration lint exemptions apply to, with what its data spells.
struct WrapperRenderer {
    var indent = 4
    /// How the plan's values are spelled.
    var values = ValueRenderer()
    /// Whether every wrapper is declared `strict: true` (``MockPlan/wrappersAreStrict``).
    var isStrict = false
    /// Who can use the mock: the modifier of the wrappers it declares, whose projections take
    /// it too; those the statics holder keeps have none, as the holder is private.
    var access = MockAccess.internal

    /// The declaration of a wrapper in the mock; for one the statics holder keeps, the static
    /// property that reads it there.
    func declaration(of wrapper: WrapperPlan) -> RenderedDeclaration {
        switch wrapper.storage {
        case .attached(let type, let initial):
            return declaration(
                of: wrapper, [.whole(attachedWrapperLines(wrapper, type: type, initial: initial))])
        case .constant(let constant):
            return declaration(
                of: wrapper, constantRuns(wrapper, constant, modifiers: accessModifiers))
        case .held(let constant, let holder):
            let arguments = constant.genericArguments
            let type =
                values.name(of: wrapper.type)
                + (arguments.isEmpty
                    ? "" : "<\(arguments.map(\.description).joined(separator: ", "))>")
            let accessor =
                attributes(of: wrapper) + accessModifiers
                + (constant.isNonisolated ? ["nonisolated"] : [])
                + ["static var \(wrapper.name): \(type)"]
            return declaration(
                of: wrapper,
                [
                    .whole(
                        SourceLayout.block(
                            accessor.joined(separator: " "), body: "\(holder).\(wrapper.name)",
                            indent: indent))
                ],
                texts: [holder])
        }
    }

    /// The declaration of a wrapper the statics holder keeps.
    func heldDeclaration(_ wrapper: WrapperPlan) -> RenderedDeclaration? {
        switch wrapper.storage {
        case .attached, .constant: return nil
        case .held(let constant, _):
            return declaration(of: wrapper, constantRuns(wrapper, constant, modifiers: []))
        }
    }

    /// A wrapper's declaration in `runs`, with what its data spells.
    private func declaration(of wrapper: WrapperPlan, _ runs: [LintRun], texts: [String] = [])
        -> RenderedDeclaration
    {
        var types: [TypeExpression] = []
        var initial = WrapperPlan.Initial.none
        switch wrapper.storage {
        case .attached(let type, let value):
            types = [type].compactMap { $0 }
            initial = value
        case .constant(let constant), .held(let constant, _):
            types = constant.genericArguments
            initial = constant.initial
        }
        var body: [String] = []
        switch initial {
        case .none, .unimplemented: break
        case .returning(let value), .assigned(let value):
            body.append(ValueRenderer.spelling(of: value))
        }
        return RenderedDeclaration(
            runs: runs,
            implicitlyUnwrappedParts: types.contains(where: MemberRenderer.isImplicitlyUnwrapped)
                ? [.head] : [],
            texts: [
                .head: [wrapper.name.identifier] + attributes(of: wrapper)
                    + types.map(\.description) + texts,
                .body: body,
            ])
    }

    /// The access modifier of the mock's own wrappers: none, or `public`.
    private var accessModifiers: [String] { access.modifiers.map(\.spelling) }

    /// A wrapper's attributes: its availability (deprecations only: a stored property cannot be
    /// marked potentially unavailable), then its own.
    private func attributes(of wrapper: WrapperPlan) -> [String] {
        AvailabilityRenderer.attributes(wrapper.availability, forStoredProperty: true)
            + wrapper.attributes
    }

    /// `@Mock(returning: value) var name: Type`, or `= loader` after the type, broken as
    /// swift-format breaks it; `@GenericMock var name` for a generic wrapper.
    private func attachedWrapperLines(
        _ wrapper: WrapperPlan, type: TypeExpression?, initial: WrapperPlan.Initial
    ) -> [String] {
        let typeName = values.name(of: wrapper.type)
        guard let type else {
            let attribute = "@\(typeName)" + (isStrict ? "(strict: true)" : "")
            return [
                SourceLayout.indented(
                    (attributes(of: wrapper) + [attribute] + accessModifiers
                        + ["var \(wrapper.name)"])
                        .joined(separator: " "),
                    indent)
            ]
        }
        var arguments: [String] = []
        var suffix = ""
        switch initial {
        case .none: break
        case .unimplemented: arguments.append(".unimplemented")
        case .returning(let value):
            arguments.append("returning: \(ValueRenderer.spelling(of: value))")
        case .assigned(let loader): suffix = " = \(ValueRenderer.spelling(of: loader))"
        }
        if isStrict { arguments.append("strict: true") }
        let attribute =
            "@\(typeName)"
            + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
        let lead =
            (attributes(of: wrapper) + [attribute] + accessModifiers + ["var \(wrapper.name):"])
            .joined(separator: " ")
        if suffix.isEmpty {
            return SourceLayout.typedDeclaration(lead, type: type, indent: indent)
        }
        let line = "\(lead) \(type)\(suffix)"
        if SourceLayout.fits(line, indent: indent) { return [SourceLayout.indented(line, indent)] }
        let value = String(suffix.dropFirst(3))
        if SourceLayout.fits("\(lead) \(type) =", indent: indent) {
            return [
                SourceLayout.indented("\(lead) \(type) =", indent),
                SourceLayout.indented(value, indent + 4),
            ]
        }
        // As swift-format breaks it: the type after the name, the value after the type.
        return [
            SourceLayout.indented(lead, indent),
            SourceLayout.indented("\(type) =", indent + 4),
            SourceLayout.indented(value, indent + 8),
        ]
    }

    /// `static let name = Type<Arguments>(arguments)`, or an instance's `nonisolated let`, after
    /// `modifiers`.
    private func constantRuns(
        _ wrapper: WrapperPlan, _ constant: WrapperPlan.Constant, modifiers: [String]
    ) -> [LintRun] {
        var lead = attributes(of: wrapper) + modifiers
        if constant.isNonisolated { lead.append("nonisolated") }
        lead.append(constant.isStatic ? "static let \(wrapper.name)" : "let \(wrapper.name)")
        var arguments: [String]
        switch constant.initial {
        case .none: arguments = []
        case .unimplemented: arguments = [".unimplemented"]
        case .returning(let value): arguments = ["returning: \(ValueRenderer.spelling(of: value))"]
        case .assigned(let loader):
            arguments = ["wrappedValue: \(ValueRenderer.spelling(of: loader))"]
        }
        if isStrict { arguments.append("strict: true") }
        // A static wrapper is the test's; an instance's wrappers are its own.
        if constant.isStatic { arguments.append("scope: .test") }
        return SourceLayout.initializationRuns(
            lead.joined(separator: " "), typeName: values.name(of: wrapper.type),
            genericArguments: constant.genericArguments.map(\.description),
            arguments: arguments.joined(separator: ", "), indent: indent)
    }

    /// `$fetchMock`, `Self.nowMock`, `nameMock`: how `init(forwardingTo:)` reaches a wrapper.
    static func spyReference(to wrapper: WrapperPlan) -> String {
        switch wrapper.storage {
        case .attached: "$" + wrapper.name.bareIdentifier
        case .constant(let constant): constant.isStatic ? "Self.\(wrapper.name)" : "\(wrapper.name)"
        case .held: "Self.\(wrapper.name)"
        }
    }

    /// `$routeMock`, `makeMock`: how an override reaches its wrapper, whose projection answers
    /// with a default.
    static func projection(of wrapper: WrapperPlan) -> String {
        switch wrapper.storage {
        case .attached: "$" + wrapper.name.bareIdentifier
        case .constant, .held: "\(wrapper.name)"
        }
    }
}
