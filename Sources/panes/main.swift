import Foundation
import PanesCLI

let code = Panes.main(arguments: Array(CommandLine.arguments.dropFirst()), environment: .process)
exit(code.rawValue)
