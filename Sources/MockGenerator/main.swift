import Foundation
import MockGeneratorCore

// `mock-generator`: see `MockGeneratorCommand`. The plugin `GenerateMocks` runs it. The mocks are
// generated in child processes of this executable, so that a protocol it traps on costs that
// protocol alone.
let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
exit(
    MockGeneratorCommand.run(
        arguments: Array(CommandLine.arguments.dropFirst()), isolatingIn: executable))
