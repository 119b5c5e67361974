import Foundation
import MockGeneratorCore

// `mock-generator`: see `MockGeneratorCommand`. The plugin `GenerateMocks` runs it.
exit(MockGeneratorCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
