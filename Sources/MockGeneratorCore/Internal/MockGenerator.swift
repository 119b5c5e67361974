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

    /// The protocols to mock, by precise identifier; all that the other options select if
    /// `nil`.
    var protocolIdentifiers: Set<String>?
    /// Whether to mock only the module's API: its public protocols whose names do not start
    /// with `_`. The others are still read, for what the API's protocols inherit.
    var isPublicOnly = false

    /// The files, by name, and the warnings about what could not be generated.
    struct Result: Equatable, Codable {
        var files: [MockEmitter.Output]
        var warnings: [String]
    }

    /// The identifiers and names of the protocols `generate()` mocks, in order.
    func selectedProtocols() throws(GeneratorError) -> [(identifier: String, name: String)] {
        let catalog = SymbolCatalog(graphs: graphs)
        return try selection(in: catalog).protocols.map { ($0.identifier, $0.name) }
    }

    private func selection(
        in catalog: SymbolCatalog
    ) throws(GeneratorError) -> (module: String, protocols: [SymbolCatalog.Entry]) {
        let module = try chosenModule(catalog)
        let protocols = catalog.protocols(in: module)
        var selected = protocols
        if isPublicOnly {
            selected = selected.filter { entry in
                ["public", "open"].contains(catalog.effectiveAccessLevel(of: entry))
                    && !entry.name.hasPrefix("_")
            }
        }
        if let protocolIdentifiers {
            selected = selected.filter { protocolIdentifiers.contains($0.identifier) }
        }
        if !protocolNames.isEmpty {
            let known = Set(protocols.map(\.name))
            let unknown = protocolNames.filter { !known.contains($0) }
            guard unknown.isEmpty else {
                throw GeneratorError(
                    description: "no protocol named \(unknown.joined(separator: ", ")) in module "
                        + "\(module); it declares \(Self.list(protocols.map(\.name)))")
            }
            selected = selected.filter { protocolNames.contains($0.name) }
        }
        return (module, selected)
    }

    func generate() throws(GeneratorError) -> Result {
        let catalog = SymbolCatalog(graphs: graphs)
        let (module, selected) = try selection(in: catalog)
        var files: [MockEmitter.Output] = []
        var warnings: [String] = []
        var fileNames: Set<String> = []
        for duplicate in catalog.duplicateProtocols
        where duplicate.module == module && protocolIdentifiers == nil {
            let name = duplicate.name.isEmpty ? duplicate.identifier : duplicate.name
            guard protocolNames.isEmpty || protocolNames.contains(name) else { continue }
            warnings.append(
                GeneratorWarning.text(
                    "cannot mock \(name): the graph gives its identifier, \(duplicate.identifier), "
                        + "to another symbol too; no file written",
                    file: "the mocks", location: duplicate.symbol.location))
        }
        for entry in selected {
            if let problem = Self.nameProblem(entry, taken: fileNames) {
                warnings.append(
                    GeneratorWarning.text(
                        "cannot mock \(entry.name.isEmpty ? entry.identifier : entry.name): "
                            + "\(problem); no file written",
                        file: "the mocks", location: entry.symbol.location))
                continue
            }
            let model: ProtocolModel
            do {
                model = try ProtocolModel(entry, in: catalog)
                let output = try MockEmitter(
                    model: model, catalog: catalog, header: Self.header(module: module)
                )
                .emit()
                files.append(output)
                fileNames.insert(output.fileName)
                for problem in model.skippedMembers {
                    warnings.append(
                        GeneratorWarning.text(
                            "cannot mock \(problem.member ?? "a member") of \(entry.name): "
                                + problem.message,
                            file: output.fileName, location: problem.location))
                }
                warnings += output.warnings
            } catch {
                let member = error.member.map { "\($0) of " } ?? ""
                warnings.append(
                    GeneratorWarning.text(
                        "cannot mock \(member)\(entry.name): \(error.message); no file written",
                        file: "Mock\(entry.name).swift",
                        location: error.location ?? entry.symbol.location))
            }
        }
        return Result(files: files, warnings: warnings)
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

    /// Why the protocol's name cannot name a mock and its file, if it cannot: it is not a Swift
    /// identifier, is too long for a file name, or names a mock another protocol has.
    private static func nameProblem(_ entry: SymbolCatalog.Entry, taken: Set<String>) -> String? {
        let path = entry.symbol.pathComponents.isEmpty ? [entry.name] : entry.symbol.pathComponents
        for component in path {
            guard let tokens = Lexer.tokens(of: component), tokens.count == 1,
                tokens[0].kind == .word, tokens[0].text == component
            else {
                return
                    "its name, \(AvailabilityRenderer.literal(component)), is not a Swift identifier"
            }
        }
        let fileName = "Mock\(path.joined().filter { $0 != "`" }).swift"
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
