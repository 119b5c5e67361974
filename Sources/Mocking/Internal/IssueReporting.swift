/// Records a test issue at `location` in whichever test framework is running.
///
/// Placeholder until runtime framework discovery lands: prints the issue.
@usableFromInline
func reportIssue(_ message: String, at location: SourceLocation) {
    print("\(location.fileID):\(location.line): error: \(message)")
}
