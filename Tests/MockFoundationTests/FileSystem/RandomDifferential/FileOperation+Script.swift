extension FileOperation {
    /// The operation as a step of a ``DifferentialCase`` script, which logs its answer under
    /// `label`.
    func scriptStep(label: String) -> String {
        let attempt = "s.attempt(\(quoted(label))) { "
        switch self {
        case .createDirectory(let path, let withIntermediates, let asURL):
            let target =
                asURL
                ? "at: s.url(\(quoted(path.relative)), directory: true)"
                : "atPath: \(scriptPath(path))"
            return attempt
                + "try s.files.createDirectory(\(target), "
                + "withIntermediateDirectories: \(withIntermediates)) }"
        case .createFile(let path, let contents):
            return attempt
                + "s.files.createFile(atPath: \(scriptPath(path)), "
                + "contents: Data(\(quoted(contents)).utf8)) }"
        case .contents(let path):
            return attempt + "s.files.contents(atPath: \(scriptPath(path))) }"
        case .copyItem(let source, let destination):
            return attempt + "try s.files.copyItem(\(scriptPaths(source, destination))) }"
        case .moveItem(let source, let destination):
            return attempt + "try s.files.moveItem(\(scriptPaths(source, destination))) }"
        case .removeItem(let path):
            return attempt + "try s.files.removeItem(atPath: \(scriptPath(path))) }"
        case .linkItem(let source, let destination):
            return attempt + "try s.files.linkItem(\(scriptPaths(source, destination))) }"
        case .createSymbolicLink(let path, let destination):
            let target =
                switch destination {
                case .absolute(let absolute): scriptPath(absolute)
                case .relative(let relative): quoted(relative.relative)
                }
            return attempt
                + "try s.files.createSymbolicLink(atPath: \(scriptPath(path)), "
                + "withDestinationPath: \(target)) }"
        case .destinationOfSymbolicLink(let path):
            return attempt + "try s.files.destinationOfSymbolicLink(atPath: \(scriptPath(path))) }"
        case .fileExists(let path):
            return """
                s.attempt(\(quoted(label))) {
                    var isDirectory: ObjCBool = false
                    let exists = s.files.fileExists(atPath: \(scriptPath(path)), isDirectory: &isDirectory)
                    return "\\(exists) \\(isDirectory.boolValue)"
                }
                """
        case .contentsOfDirectory(let path):
            return attempt
                + "try s.files.contentsOfDirectory(atPath: \(scriptPath(path))).sorted() }"
        case .subpathsOfDirectory(let path):
            return attempt
                + "try s.files.subpathsOfDirectory(atPath: \(scriptPath(path))).sorted() }"
        case .enumerator(let path):
            return attempt
                + "(s.files.enumerator(atPath: \(scriptPath(path)))?.allObjects as? [String])?"
                + ".sorted() }"
        case .attributesOfItem(let path):
            return "s.noteItem(\(quoted(path.relative)))"
        }
    }

    private func scriptPath(_ path: RootPath) -> String {
        "s.path(\(quoted(path.relative)))"
    }

    private func scriptPaths(_ source: RootPath, _ destination: RootPath) -> String {
        "atPath: \(scriptPath(source)), toPath: \(scriptPath(destination))"
    }

    private func quoted(_ text: String) -> String {
        "\"" + text + "\""
    }
}
