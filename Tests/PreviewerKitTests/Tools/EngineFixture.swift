import UIKit
import XCTest

@testable import PreviewerKit

/// An engine showing one scene, without the list, on the manual clock at 1000 s, its first frame drawn.
@MainActor
func makeEngine(size: CGSize, scene make: @escaping @MainActor @Sendable () -> UIViewController) throws -> PreviewEngine
{
    MediaClock.setManualTime(1000)
    let engine = try XCTUnwrap(
        PreviewEngine(
            scenes: [Scene(name: "scene", summary: "", make: make)], size: size, scale: 1, showsSidebar: false))
    engine.render(at: 1000)
    return engine
}
