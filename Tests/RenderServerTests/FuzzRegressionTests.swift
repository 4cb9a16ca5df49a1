import CoreGraphics
import FuzzTargets
import TestSupport
import XCTest

/// Inputs the fuzzer once crashed on (`Tests/FuzzCorpus/regressions/TARGET/NAME`), replayed through their targets,
/// and the seed corpus, which every target must take; each crash also has a test of its own named after it.
@MainActor
final class FuzzRegressionTests: XCTestCase {
    private static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("FuzzCorpus")

    override func tearDown() async throws {
        Log.setSink(nil)
    }

    private func inputs(in folder: URL) -> [(name: String, bytes: [UInt8])] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.sorted().compactMap { name in
            FileManager.default.contents(atPath: folder.appendingPathComponent(name).path).map { (name, [UInt8]($0)) }
        }
    }

    func testEverySeedAndEveryFormerCrashRunsThroughItsTarget() async throws {
        Log.setSink { _ in }
        var replayed = 0
        for target in FuzzTargets.names {
            for folder in [
                Self.corpus.appendingPathComponent(target),
                Self.corpus.appendingPathComponent("regressions").appendingPathComponent(target),
            ] {
                for input in inputs(in: folder) {
                    XCTAssertNoThrow(try FuzzTargets.run(target, input.bytes), "\(target)/\(input.name)")
                    replayed += 1
                }
            }
        }
        XCTAssertGreaterThanOrEqual(replayed, 17)
    }

    /// `regressions/paths/dashes-by-the-billion`: a long path dashed with a tiny pattern asked for 30 GB of dash
    /// elements; the dashes stop at the limit with one log line.
    func testDashesByTheBillion() async {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 1e12, y: 0))
        let dashed = line.copy(dashingWithPhase: 0, lengths: [1e-3, 1e-3])
        var dashes = 0
        dashed.applyWithBlock { if $0.pointee.type == .moveToPoint { dashes += 1 } }
        XCTAssertEqual(dashes, 10_000, "every second step of the 20 000 is a dash")
        XCTAssertEqual(lines.all.filter { $0.contains("dashes") }.count, 1)
        _ = line.copy(dashingWithPhase: 0, lengths: [1e-3, 1e-3])
        XCTAssertEqual(lines.all.filter { $0.contains("dashes") }.count, 1, "once per process")
    }
}
