import Foundation
import PreviewerKit

exit(Previewer.main(arguments: Array(CommandLine.arguments.dropFirst())))
