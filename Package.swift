// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// Code generation for the compositor's pixel loops: in release no overflow or exclusivity checks, and in debug
/// builds optimized too (the vector loops are ten times slower unoptimized, which the pixel tests feel), with
/// Haswell-level code (AVX2, 2013 onwards) when the building machine has it, else Nehalem-level (SSE4.2, 2009
/// onwards). Packages build from source on the machine that runs them, so the binary matches its host. With AVX2,
/// `PIXEL_AVX2` lets the loops use the Intel intrinsics the standard library's SIMD types have no operator for.
let hostHasAVX2 = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?.contains(" avx2") ?? false
let pixelLoopSettings: [SwiftSetting] = {
    #if arch(x86_64)
        let cpu = hostHasAVX2 ? "haswell" : "nehalem"
        return [
            .unsafeFlags(
                ["-Ounchecked", "-enforce-exclusivity=unchecked", "-target-cpu", cpu], .when(configuration: .release)),
            .unsafeFlags(["-O", "-target-cpu", cpu], .when(configuration: .debug)),
        ] + (hostHasAVX2 ? [.define("PIXEL_AVX2")] : [])
    #else
        return [
            .unsafeFlags(["-Ounchecked", "-enforce-exclusivity=unchecked"], .when(configuration: .release)),
            .unsafeFlags(["-O"], .when(configuration: .debug)),
        ]
    #endif
}()

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

        // Optimized in debug builds too: its pixel work (blurs, image conversion, buffers) runs in every pixel test.
        .target(
            name: "CoreGraphics", dependencies: ["CCairo", "CPangoCairo"], exclude: ["README.md"],
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        .target(
            name: "RenderServer", dependencies: ["CoreGraphics", "CCairo"], exclude: ["README.md"],
            swiftSettings: pixelLoopSettings),
        .target(name: "QuartzCore", dependencies: ["RenderServer", "CoreGraphics"], exclude: ["README.md"]),
        // A Cassowary constraint solver: Auto Layout's engine, independent of UIKit. Optimized in debug builds too:
        // every Auto Layout pass and the solver's randomized tests run its inner loops.
        .target(
            name: "LayoutSolver", exclude: ["README.md"],
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        .target(name: "UIKit", dependencies: ["QuartzCore", "RenderServer", "LayoutSolver"], exclude: ["README.md"]),
        .target(name: "PreviewerKit", dependencies: ["UIKit", "RenderServer", "CSDL2"], exclude: ["README.md"]),
        // iOS code as iOS developers write it, compiled unchanged; Swift 5 mode, as most such code is.
        .target(
            name: "CompatibilityCorpus", dependencies: ["UIKit"], exclude: ["README.md"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "Scenes", dependencies: ["PreviewerKit", "UIKit", "RenderServer", "CompatibilityCorpus"],
            exclude: ["README.md"]),
        .executableTarget(name: "Previewer", dependencies: ["PreviewerKit", "Scenes"]),
        // Fuzz targets (`scripts/fuzz`): any bytes in, no crash out; the tests replay the inputs that once failed.
        .target(
            name: "FuzzTargets", dependencies: ["CoreGraphics", "RenderServer", "PreviewerKit", "TestSupport"]),
        .executableTarget(
            name: "Fuzz", dependencies: ["FuzzTargets"], swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["Scenes", "PreviewerKit", "QuartzCore", "UIKit", "RenderServer", "CPixman"]),

        // Optimized in debug builds too: every golden comparison walks each pixel of both images.
        .target(
            name: "TestSupport", dependencies: ["CoreGraphics", "RenderServer", "QuartzCore", "UIKit"],
            path: "Sources/TestSupport",
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        .testTarget(
            name: "PreviewerKitTests", dependencies: ["PreviewerKit", "Scenes", "TestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "RenderServer", "TestSupport"]),
        .testTarget(
            name: "CompatibilityCorpusTests",
            dependencies: ["CompatibilityCorpus", "Scenes", "PreviewerKit", "TestSupport"],
            exclude: ["Goldens"]),
        .testTarget(
            name: "QuartzCoreTests", dependencies: ["QuartzCore", "RenderServer", "TestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "RenderServerTests", dependencies: ["RenderServer", "TestSupport", "FuzzTargets"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(
            name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "TestSupport"], exclude: ["Goldens"]),
    ]
)
