import Foundation
import PreviewerKit
import Scenes

exit(
    MainActor.assumeIsolated {
        Previewer.main(arguments: Array(CommandLine.arguments.dropFirst()), scenes: Gallery.all)
    })
