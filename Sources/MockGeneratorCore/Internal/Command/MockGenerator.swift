import Foundation

/// A problem that stops the generator: bad arguments or input. Its description is one line.
struct GeneratorError: Error, Equatable, CustomStringConvertible {
    var description: String
}

/// Generates the mocks of a module's protocols from symbol graphs, in memory.
struct MockGenerator {
    var graphs: [SymbolGraph]
    /// The module whose protocols are mocked; the only one the graphs describe if `nil`.
    var module: String?
    /// The protocols to mock; all of the module's if empty.
    var protocolNames: [String] = []
    /// The classes to mock by subclassing them, beside the protocols.
    var classNames: [String] = []

    /// The protocols to mock, by precise identifier; all that the other options select if
    /// `nil`.
    var protocolIdentifiers: Set<String>?
    /// Whether to mock only the module's API: its public protocols whose names do not start
    /// with `_`. The others are still read, for what the API's protocols inherit.
    var isPublicOnly = false
    /// Who can use the mocks: `public` ones, for a mocks library, mock only the module's API, as
    /// `isPublicOnly` does, and say what to change about a protocol they cannot mock.
    var access = MockAccess.internal
    /// Protocols never mocked, whatever their doc comments say.
    var excludedNames: [String] = []
    /// Which protocols are mocked besides those of `protocolNames`: `.all` (but those whose doc
    /// comment says `@nomock`) when `nil` and `protocolNames` is empty, `.listed` (none) when
    /// `nil` and it is not.
    var mode: MockSelection.Mode?
    /// Where each name of `protocolNames` and `excludedNames` was read, `FILE:LINE`, for the
    /// error that says it names no protocol.
    var nameOrigins: [String: String] = [:]
    /// The mock types the target that receives the mocks declares already: a protocol whose
    /// mock is among them gets no file.
    var handWritten = HandWrittenMocks()
    /// The compiler check of the mocks before they are written, if they are checked.
    var typeCheck: TypeCheck?
    /// Whether the mocks' wrappers are declared `strict: true`: a call no test stubbed records
    /// an issue (`mocks strict` in the selection file, `--strict`).
    var isStrict = false
    /// How the target that receives the mocks compiles them, which decides what they spell out.
    var settings = CompilationSettings()
    /// The members whose degradation the selection file accepts (`accept Store.fetch(id:)`):
    /// degraded all the same, and listed in the mock's doc comment, but with no warning.
    var acceptedMembers: Set<String> = []

    /// The files, by name, and the warnings about what could not be generated.
    struct Result: Equatable, Codable {
        var files: [GeneratedMock]
        var warnings: [String]
        /// The name of the mock file of every protocol selected, whether it was written or
        /// ended in a warning: a file of the directory that none of them names mocks a protocol
        /// that no longer exists.
        var protocolFileNames: [String] = []
        /// The mock file names of every protocol and class the module declares, selected or not:
        /// a file the selection no longer names, of a protocol or class that still exists, is
        /// removed only when the run is allowed to (`--remove-unselected`).
        var declaredFileNames: [String] = []
        /// The protocols selected whose mocks the receiving target declares already, in files
        /// the generator did not write: they get no file.
        var handWritten: [HandWrittenMocks.Mock] = []
        /// The files of the mocks the compiler rejected, whatever was degraded: not written, and
        /// a file of the folder by that name is removed unless it still compiles.
        var rejectedFileNames: [String] = []
        /// How many members the compiler check degraded in the files.
        var degradedMemberCount = 0
        /// Why the compiler did not check the files, when it was asked to and could not.
        var uncheckedReason: String?
        /// The protocols named with `--protocol` that the run refused to mock
        /// (``Selection/refusedNames``).
        var refusedNames: [String] = []
    }

    /// The protocols to mock, and the warnings about those that cannot be.
    struct Selection {
        /// The module whose protocols are mocked.
        var module: String
        /// The protocols to generate, in graph order: those `protocolIdentifiers` selects, but
        /// not those whose names cannot name a mock.
        var protocols: [SymbolCatalog.Entry]
        /// The mock file name of every protocol the options select, `protocolIdentifiers` aside.
        var fileNames: [String]
        /// The mock file names of every protocol and class of the module.
        var declaredFileNames: [String] = []
        /// Protocols the graph gives another symbol's identifier, and names that cannot name a
        /// mock or name one another protocol has. A worker (`protocolIdentifiers` set) leaves
        /// them to the process that runs it, which selects every protocol.
        var warnings: [String]
        /// The protocols left to mocks written by hand; empty in a worker, as `warnings`.
        var handWritten: [HandWrittenMocks.Mock] = []
        /// The names `protocolNames` gives that name protocols a mocks library cannot mock (see
        /// ``namedOutsideAPI(_:catalog:)``): no selection file is to keep them.
        var refusedNames: [String] = []
    }

    /// What `generate()` mocks: the protocols and classes, in order, with the file names and
    /// warnings of the whole selection.
    func selectedProtocols() throws(GeneratorError) -> Selection {
        try selection(in: SymbolCatalog(graphs: graphs))
    }

    private func selection(in catalog: SymbolCatalog) throws(GeneratorError) -> Selection {
        let module = try chosenModule(catalog)
        let protocols = catalog.protocols(in: module)
        var selected = protocols
        if mocksAPIOnly {
            selected = selected.filter(isAPI(catalog))
        }
        try checkNames(in: protocols, module: module)
        var warnings: [String] = []
        var refused: [String] = []
        if access == .public {
            try checkPublicProtocols(protocols, module: module, catalog: catalog)
            warnings += namedOutsideAPI(protocols, catalog: catalog)
            refused = protocolNames.filter { name in
                protocols.contains { entry in
                    (entry.name == name || Self.qualifiedName(of: entry) == name)
                        && Self.whyNotAPI(entry, in: catalog) != nil
                }
            }
        }
        selected = selected.filter(isSelected)
        for duplicate in catalog.duplicateProtocols where duplicate.module == module {
            let name = duplicate.name.isEmpty ? duplicate.identifier : duplicate.name
            guard isSelected(duplicate), !mocksAPIOnly || isAPI(catalog)(duplicate) else {
                continue
            }
            warnings.append(
                GeneratorWarning.duplicateIdentifier(
                    name: name, identifier: duplicate.identifier,
                    location: duplicate.symbol.location
                ).line)
        }
        // Names are checked over the whole selection, so that every worker agrees on which of
        // two protocols with one mock file name gets it.
        var fileNames: [String] = []
        var taken: Set<String> = []
        var generated: [SymbolCatalog.Entry] = []
        var leftToHand: [HandWrittenMocks.Mock] = []
        for entry in selected {
            let fileName = Self.fileName(of: entry)
            if let problem = Self.nameProblem(entry, fileName: fileName, taken: taken) {
                warnings.append(
                    GeneratorWarning.unnamable(
                        name: entry.name.isEmpty ? entry.identifier : entry.name, reason: problem,
                        location: entry.symbol.location
                    ).line)
                continue
            }
            taken.insert(fileName)
            if let path = handWritten.file(declaring: String(fileName.dropLast(".swift".count))) {
                leftToHand.append(
                    HandWrittenMocks.Mock(
                        protocolName: Self.qualifiedName(of: entry), fileName: fileName, path: path)
                )
                continue
            }
            fileNames.append(fileName)
            generated.append(entry)
        }
        for name in classNames {
            let entry = try Self.entry(
                named: name, in: catalog.classes(in: module), kind: "class", module: module)
            let fileName = Self.fileName(of: entry)
            if let problem = Self.nameProblem(entry, fileName: fileName, taken: taken) {
                warnings.append(
                    GeneratorWarning.unnamable(
                        name: name, reason: problem, location: entry.symbol.location
                    ).line)
                continue
            }
            fileNames.append(fileName)
            taken.insert(fileName)
            generated.append(entry)
        }
        if let protocolIdentifiers {
            generated = generated.filter { protocolIdentifiers.contains($0.identifier) }
            warnings = []
            leftToHand = []
        }
        let declared = (protocols + catalog.classes(in: module)).map(Self.fileName(of:))
        return Selection(
            module: module, protocols: generated, fileNames: fileNames,
            declaredFileNames: declared, warnings: warnings, handWritten: leftToHand,
            refusedNames: refused)
    }

    /// Whether the options select `entry`: `excludedNames` never, `protocolNames` always, and
    /// the others by `mode` and their doc comments.
    private func isSelected(_ entry: SymbolCatalog.Entry) -> Bool {
        let names = [entry.name, Self.qualifiedName(of: entry)]
        if names.contains(where: excludedNames.contains) { return false }
        if names.contains(where: protocolNames.contains) { return true }
        let markers = DocCommentMarkers(entry.symbol.docComment)
        switch mode ?? (protocolNames.isEmpty ? .all : .listed) {
        case .all: return !markers.optsOut
        case .annotated: return markers.optsIn && !markers.optsOut
        case .listed: return false
        }
    }

    /// The one entry of `entries` (the module's classes, or protocols) that `name` names: by
    /// its dotted path (`Checkout.Basket`), or by its short name when no other has it; else the
    /// error, naming the candidates of an ambiguous name, or what the module declares.
    private static func entry(
        named name: String, in entries: [SymbolCatalog.Entry], kind: String, module: String
    ) throws(GeneratorError) -> SymbolCatalog.Entry {
        if let entry = entries.first(where: { qualifiedName(of: $0) == name }) {
            return entry
        }
        let candidates = entries.filter { $0.name == name }
        guard let first = candidates.first else {
            throw GeneratorError(
                description: "no \(kind) named \(name) in module \(module); it declares "
                    + list(entries.map(qualifiedName(of:))))
        }
        guard candidates.count == 1 else {
            throw ambiguity(of: name, candidates: candidates, kind: kind, module: module)
        }
        return first
    }

    /// The error for a short name that several nested classes or protocols have.
    private static func ambiguity(
        of name: String, candidates: [SymbolCatalog.Entry], kind: String, module: String
    ) -> GeneratorError {
        GeneratorError(
            description: "the \(kind) name \(name) is ambiguous in module \(module): it names "
                + candidates.map(qualifiedName(of:)).joined(separator: " and ")
                + "; name one by its dotted path")
    }

    /// Checks that every name of `protocolNames` and `excludedNames` names a protocol of the
    /// module, and one only.
    private func checkNames(
        in protocols: [SymbolCatalog.Entry], module: String
    ) throws(GeneratorError) {
        let qualified = Set(protocols.map(Self.qualifiedName(of:)))
        for name in protocolNames + excludedNames where !qualified.contains(name) {
            let candidates = protocols.filter { $0.name == name }
            guard candidates.count > 1 else { continue }
            let error = Self.ambiguity(
                of: name, candidates: candidates, kind: "protocol", module: module)
            throw nameOrigins[name].map {
                GeneratorError(description: "\($0): \(error.description)")
            } ?? error
        }
        let known = Set(protocols.map(\.name) + protocols.map(Self.qualifiedName(of:)))
        let unknown = (protocolNames + excludedNames).filter { !known.contains($0) }
        guard let first = unknown.first else { return }
        let declared = "it declares \(Self.list(protocols.map(\.name)))"
        if let origin = nameOrigins[first] {
            throw GeneratorError(
                description: "\(origin): no protocol named \(first) in module \(module); "
                    + declared)
        }
        throw GeneratorError(
            description: "no protocol named \(unknown.joined(separator: ", ")) in module "
                + "\(module); \(declared)")
    }

    /// A protocol's name with the types it is nested in: `Outer.Delegate`.
    static func qualifiedName(of entry: SymbolCatalog.Entry) -> String {
        entry.symbol.pathComponents.isEmpty
            ? entry.name : entry.symbol.pathComponents.joined(separator: ".")
    }

    /// Whether a protocol is of the module's API: public, not SPI, its name not starting with `_`.
    private func isAPI(_ catalog: SymbolCatalog) -> (SymbolCatalog.Entry) -> Bool {
        { entry in Self.whyNotAPI(entry, in: catalog) == nil }
    }

    /// Why a protocol is not of its module's API, in the words of a warning: `it is internal`;
    /// `nil` when it is.
    private static func whyNotAPI(_ entry: SymbolCatalog.Entry, in catalog: SymbolCatalog)
        -> String?
    {
        let level = catalog.effectiveAccessLevel(of: entry)
        if !["public", "open"].contains(level) { return "it is \(level)" }
        if entry.symbol.isSPI { return "it is @_spi" }
        if entry.name.hasPrefix("_") {
            return "its name starts with _, which marks what is not API"
        }
        return nil
    }

    /// Whether only the module's API is mocked: with `isPublicOnly`, or for a mocks library.
    private var mocksAPIOnly: Bool { isPublicOnly || access == .public }

    /// Checks that a module mocked for a mocks library declares a protocol of its API, unless it
    /// declares none at all, or classes are mocked.
    /// - Throws: An error that lists its protocols and what to change.
    private func checkPublicProtocols(
        _ protocols: [SymbolCatalog.Entry], module: String, catalog: SymbolCatalog
    ) throws(GeneratorError) {
        guard classNames.isEmpty, !protocols.isEmpty, !protocols.contains(where: isAPI(catalog))
        else { return }
        let listed = protocols.map { entry in
            "\(Self.qualifiedName(of: entry)) (\(catalog.effectiveAccessLevel(of: entry)))"
        }
        throw GeneratorError(
            description: "module \(module) declares no public protocol, so a mocks library, whose "
                + "mocks are public (--access public), can mock none of its protocols, "
                + "\(Self.list(listed)); make those its other modules use public, or generate "
                + "their mocks into a test target, whose @testable import sees internal protocols")
    }

    /// The warnings about the protocols that `protocolNames` names but that a mocks library
    /// cannot mock, as they are not of the module's API: each says what to change.
    private func namedOutsideAPI(
        _ protocols: [SymbolCatalog.Entry], catalog: SymbolCatalog
    ) -> [String] {
        protocols.compactMap { entry in
            let names = [entry.name, Self.qualifiedName(of: entry)]
            guard names.contains(where: protocolNames.contains),
                let reason = Self.whyNotAPI(entry, in: catalog)
            else { return nil }
            return GeneratorWarning.notGenerated(
                name: Self.qualifiedName(of: entry), member: nil,
                message: "\(reason), and a mocks library's mocks are public (--access public), "
                    + "so they conform only to its module's API; make it public, or generate "
                    + "its mock into a test target, whose @testable import sees it",
                file: Self.fileName(of: entry), location: entry.symbol.location
            ).line
        }
    }

    /// The mocks of the selection, and the warnings about what could not be mocked: for each
    /// protocol or class selected, its model, its plan (``plan(of:in:header:)``) and its file
    /// (``file(of:)``).
    func generate() throws(GeneratorError) -> Result {
        let catalog = SymbolCatalog(graphs: graphs)
        let selection = try selection(in: catalog)
        let header = Self.header(module: selection.module)
        // In selection order: each mock's plan after the warnings of its model, or the warning
        // that no mock of it is written.
        var items: [(warnings: [String], mock: PlannedMock?)] = []
        for entry in selection.protocols {
            do throws(PlanningProblem) {
                let (plan, skipped) = try plan(of: entry, in: catalog, header: header)
                let warnings = skipped.map { problem in
                    GeneratorWarning.defaultImplementationUsed(
                        problem, protocolName: entry.name, file: plan.fileName
                    ).line
                }
                let mock = PlannedMock(plan: plan, location: entry.symbol.location) {
                    degradations in
                    try? self.plan(
                        of: entry, in: catalog, header: header, degradations: degradations
                    ).plan
                }
                items.append((warnings, mock))
            } catch {
                let warning = GeneratorWarning.notGenerated(
                    name: entry.name, member: error.member, message: error.message,
                    file: Self.fileName(of: entry),
                    location: error.location ?? entry.symbol.location)
                items.append(([warning.line], nil))
            }
        }
        var result = Result(
            files: [], warnings: selection.warnings, protocolFileNames: selection.fileNames,
            declaredFileNames: selection.declaredFileNames,
            handWritten: selection.handWritten, refusedNames: selection.refusedNames)
        let checked = typeCheck?.check(items.compactMap(\.mock))
        if let reason = checked?.unavailable {
            result.uncheckedReason = reason
            result.warnings.append(GeneratorWarning.unchecked(reason: reason).line)
        }
        for item in items {
            result.warnings += item.warnings
            guard let mock = item.mock else { continue }
            guard let checked else {
                let file = Self.file(
                    of: mock.plan, module: selection.module, location: mock.location,
                    accepting: acceptedMembers)
                result.files.append(file)
                result.warnings += file.warnings
                continue
            }
            if let failure = checked.failures[mock.fileName] {
                if !checked.keptFileNames.contains(mock.fileName) {
                    result.rejectedFileNames.append(mock.fileName)
                }
                result.warnings.append(
                    GeneratorWarning.rejected(
                        name: mock.plan.mockedName, reason: failure, file: mock.fileName,
                        location: mock.location,
                        advice: Self.advice(on: failure, in: mock.plan, module: selection.module)
                    ).line)
                continue
            }
            let degradations = checked.degradations[mock.fileName] ?? [:]
            let file = Self.file(
                of: mock.plan(degrading: degradations), module: selection.module,
                location: mock.location, accepting: acceptedMembers)
            result.files.append(file)
            result.warnings += file.warnings
            result.degradedMemberCount += degradations.count
        }
        return result
    }

    /// The plan of the mock of `entry`, a protocol or a class, and the members its model left
    /// to their default implementations, which the plan does not name.
    /// - Throws: When no mock of it can be written, with the reason.
    func plan(
        of entry: SymbolCatalog.Entry, in catalog: SymbolCatalog, header: [String],
        degradations: [MemberID: Degradation] = [:]
    ) throws(PlanningProblem) -> (plan: MockPlan, skipped: [ModelProblem]) {
        let subject: MockSubject
        var skipped: [ModelProblem] = []
        do throws(ModelProblem) {
            switch entry.kind {
            case .class:
                subject = .subclass(
                    try ClassModel(entry, in: catalog, isPublicOnly: mocksAPIOnly))
            case .protocol:
                let model = try ProtocolModel(entry, in: catalog)
                skipped = model.skippedMembers
                subject = .conformance(model)
            case .struct, .enum, .enumCase, .actor, .typeAlias, .associatedType, .method,
                .typeMethod, .property, .typeProperty, .subscript, .typeSubscript, .initializer,
                .other:
                throw ModelProblem(
                    message: "it is no protocol or class, which are what mocks are made of",
                    location: entry.symbol.location)
            }
        } catch {
            throw .model(error)
        }
        var plan = try MockPlanner(
            subject: subject, catalog: catalog, header: header, degradations: degradations,
            access: access, settings: settings
        ).plan()
        if isStrict {
            plan.wrappersAreStrict = true
            for index in plan.partners.indices { plan.partners[index].wrappersAreStrict = true }
        }
        return (plan, skipped)
    }

    /// The file of `plan`, a mock of `module`'s, with the warnings about its members but those
    /// `accepted` names: those a class mock leaves to its class, declared at `location`, in one
    /// line said when the file is written.
    static func file(
        of plan: MockPlan, module: String, location: SymbolGraph.Location?,
        accepting accepted: Set<String> = []
    ) -> GeneratedMock {
        var warnings: [String] = []
        var leftToTheClass: [LeftOutMember] = []
        var className = plan.mockedName
        var mockName = ""
        for warning in plan.allWarnings {
            if case .notOverridden(let member, let name, let reason, _, _) = warning,
                case .notOverridable = reason
            {
                leftToTheClass.append(LeftOutMember(member: member, reason: reason))
                className = name
                mockName = warning.mock
            } else if !accepted.contains(warning.acceptanceName) {
                warnings.append(
                    GeneratorWarning.mock(
                        warning, advice: advice(on: warning, in: plan, module: module)
                    ).line)
            }
        }
        var file = GeneratedMock(
            fileName: plan.fileName, contents: MockRenderer(plan: plan).render().text,
            warnings: warnings)
        if !leftToTheClass.isEmpty {
            file.warningsWhenWritten = [
                GeneratorWarning.leftToTheClass(
                    className: className, members: leftToTheClass, mock: mockName,
                    location: location
                ).line
            ]
        }
        return file
    }

    /// What to change about a member of a public mock that the compiler rejected because it
    /// names a declaration the mock cannot see; `nil` for another warning.
    private static func advice(
        on warning: MockWarning, in plan: MockPlan, module: String
    ) -> String? {
        switch warning {
        case .placeholder(_, _, .rejectedByCompiler(let message), _, _),
            .notForwarded(_, _, .rejectedByCompiler(let message), _, _),
            .notOverridden(_, _, .rejectedByCompiler(let message), _, _):
            advice(on: message, in: plan, module: module)
        case .placeholder, .notForwarded, .notOverridden:
            nil
        }
    }

    /// What to change when the compiler's `message` about a public mock says that it names a
    /// declaration it cannot see (see ``PublicMockAdvice``); `nil` for an internal mock's.
    private static func advice(on message: String, in plan: MockPlan, module: String) -> String? {
        guard plan.access == .public else { return nil }
        return PublicMockAdvice(compilerMessage: message)?.text(
            module: module, protocolName: plan.mockedName)
    }

    private func chosenModule(_ catalog: SymbolCatalog) throws(GeneratorError) -> String {
        if let module {
            guard catalog.modules.contains(module) else {
                throw GeneratorError(
                    description: "no symbol graph of module \(module) among the inputs; they "
                        + "describe \(Self.list(catalog.modules))")
            }
            return module
        }
        guard catalog.modules.count == 1, let only = catalog.modules.first else {
            throw GeneratorError(
                description: "the symbol graphs describe several modules, "
                    + "\(Self.list(catalog.modules)); pick one with --module")
        }
        return only
    }

    /// The header comment: how the file was made, and where edits go. It is the same whatever
    /// the options, so that a file changes only when its mock does.
    static func header(module: String) -> [String] {
        [
            "Generated by mock-generator from the symbol graph of \(module).",
            "Do not edit: regenerating overwrites this file. Add to the mock in an extension in "
                + "another file.",
        ]
    }

    /// The name of a protocol's mock file: `MockOuterDelegate.swift` for `Outer.Delegate`.
    static func fileName(of entry: SymbolCatalog.Entry) -> String {
        let path = entry.symbol.pathComponents.isEmpty ? [entry.name] : entry.symbol.pathComponents
        return MockNaming.mockName(ofPath: path) + ".swift"
    }

    /// Why the protocol's name cannot name a mock and its file, if it cannot: it is not a Swift
    /// identifier, is too long for a file name, or names a mock another protocol has.
    private static func nameProblem(
        _ entry: SymbolCatalog.Entry, fileName: String, taken: Set<String>
    ) -> String? {
        let path = entry.symbol.pathComponents.isEmpty ? [entry.name] : entry.symbol.pathComponents
        for component in path {
            guard let tokens = Lexer.tokens(of: component), tokens.count == 1,
                tokens[0].kind == .word, tokens[0].text == component
            else {
                return
                    "its name, \(ValueRenderer.stringLiteral(component)), is not a Swift identifier"
            }
        }
        if fileName.utf8.count > 200 { return "its name is too long for a file name" }
        if taken.contains(fileName) {
            return "another protocol of the module already has the mock \(fileName)"
        }
        return nil
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}
