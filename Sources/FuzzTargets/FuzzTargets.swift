import CoreGraphics
import Foundation
import PreviewerKit
import RenderServer

/// The fuzz targets, by name: each takes any bytes and must neither crash nor hang; `trees` also checks that the
/// fast compositor stays within the differential tolerance of the reference. `scripts/fuzz` runs them under
/// libFuzzer; the regression tests replay the inputs that once failed.
package enum FuzzTargets {
    package static let names = ["png", "paths", "trees", "cli"]

    /// A failure that is not a crash: the check a target makes, broken.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    package static func run(_ name: String, _ data: [UInt8]) throws {
        switch name {
        case "png": png(data)
        case "paths": paths(data)
        case "trees": try trees(data)
        case "cli": cli(data)
        default: throw Failure(description: "no fuzz target named \(name); the targets are \(names)")
        }
    }

    /// PNG bytes decoded and, when they decode, drawn into a small context.
    static func png(_ data: [UInt8]) {
        guard let provider = CGDataProvider(data: Data(data) as CFData),
            let image = CGImage(
                pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        else { return }
        guard
            let context = CGContext(
                data: nil, width: 16, height: 16, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return }
        context.draw(image, in: CGRect(x: 0, y: 0, width: 16, height: 16))
    }

    /// A path of lines, curves, arcs and rectangles (coordinates sometimes hostile), dashed and stroked with
    /// pens from the bytes, then filled and stroked into a small context.
    static func paths(_ data: [UInt8]) {
        var bytes = Bytes(data)
        let path = CGMutablePath()
        var operations = 0
        while !bytes.isAtEnd && operations < 64 {
            operations += 1
            switch bytes.byte() % 7 {
            case 0: path.move(to: bytes.point(-50...150, hostile: true))
            case 1: path.addLine(to: bytes.point(-50...150, hostile: true))
            case 2: path.addQuadCurve(to: bytes.point(-50...150, hostile: true), control: bytes.point(-50...150))
            case 3:
                path.addCurve(
                    to: bytes.point(-50...150, hostile: true), control1: bytes.point(-50...150),
                    control2: bytes.point(-50...150, hostile: true))
            case 4:
                path.addArc(
                    center: bytes.point(0...100), radius: bytes.hostile(0...80), startAngle: bytes.hostile(-7...7),
                    endAngle: bytes.hostile(-7...7), clockwise: bytes.byte() % 2 == 0)
            case 5:
                path.addRect(
                    CGRect(
                        origin: bytes.point(-20...100),
                        size: CGSize(width: bytes.hostile(-50...100), height: bytes.number(0...100))))
            default: path.closeSubpath()
            }
        }
        let lengths = (0..<Int(bytes.byte() % 5)).map { _ in CGFloat(bytes.hostile(0...20)) }
        let dashed = path.copy(dashingWithPhase: bytes.hostile(-30...30), lengths: lengths)
        let stroked = dashed.copy(
            strokingWithWidth: bytes.hostile(0...20), lineCap: bytes.pick([CGLineCap.butt, .round, .square]),
            lineJoin: bytes.pick([CGLineJoin.miter, .round, .bevel]), miterLimit: bytes.hostile(0...20))
        _ = stroked.boundingBoxOfPath
        _ = stroked.contains(bytes.point(0...100))
        guard
            let context = CGContext(
                data: nil, width: 32, height: 32, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return }
        context.addPath(stroked)
        context.fillPath()
        context.addPath(path)
        context.setLineDash(phase: bytes.hostile(-5...5), lengths: lengths)
        context.strokePath()
    }

    /// The previewer's command line from the bytes (split at zero bytes): parsed, never run.
    static func cli(_ data: [UInt8]) {
        let arguments = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        _ = try? Options.parse(arguments, environment: [:])
    }
}
