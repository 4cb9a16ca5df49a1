// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CoreAnimationLinux",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "PreviewerKit", targets: ["PreviewerKit"]),
        .executable(name: "Previewer", targets: ["Previewer"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(
            name: "CPixman", pkgConfig: "pixman-1",
            providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(
            name: "CSDL2", pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"])]),

        .target(name: "CoreGraphics", dependencies: ["CCairo", "CPangoCairo"], exclude: ["README.md"]),
        .target(name: "RenderServer", dependencies: ["CoreGraphics", "CCairo"], exclude: ["README.md"]),
        .target(name: "QuartzCore", dependencies: ["RenderServer", "CoreGraphics"], exclude: ["README.md"]),
        .target(name: "UIKit", dependencies: ["QuartzCore", "RenderServer"], exclude: ["README.md"]),
        .target(name: "PreviewerKit", dependencies: ["UIKit", "RenderServer", "CSDL2"], exclude: ["README.md"]),
        .target(name: "Scenes", dependencies: ["PreviewerKit", "UIKit"], exclude: ["README.md"]),
        .executableTarget(name: "Previewer", dependencies: ["PreviewerKit", "Scenes"]),
        .executableTarget(
            name: "Benchmarks", dependencies: ["Scenes", "PreviewerKit", "QuartzCore", "RenderServer", "CPixman"]),

        .target(name: "TestSupport", dependencies: ["CoreGraphics"], path: "Sources/TestSupport"),
        .testTarget(
            name: "PreviewerKitTests", dependencies: ["PreviewerKit", "Scenes", "TestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "RenderServer", "TestSupport"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "TestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "RenderServerTests", dependencies: ["RenderServer", "TestSupport"]),
        .testTarget(
            name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "TestSupport"], exclude: ["Goldens"]),
    ]
)
