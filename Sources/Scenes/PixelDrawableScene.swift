import Foundation
import UIKit

/// Two `PixelDrawableLayer`s (a Linux extension) redrawn on every display refresh: a plasma written pixel by
/// pixel and magnified, and a trace drawn through the drawable's Core Graphics context. The compositor clips,
/// and turns them like any other content. Click pauses and resumes both.
final class PixelDrawableScene: SceneViewController {
    let plasma = PixelDrawableLayer()
    let trace = PixelDrawableLayer()
    /// Sines of 0…2π in 256 steps, scaled to 0…255.
    private let wave: [Int] = (0..<256).map { Int(127.5 + 127.5 * sin(Double($0) * .pi / 128)) }

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text =
            "PixelDrawableLayer (Linux extension): pixels written every frame, shown as contents. Click: pause"
        plasma.bounds = CGRect(x: 0, y: 0, width: 300, height: 220)
        plasma.drawableSize = CGSize(width: 150, height: 110)
        plasma.cornerRadius = 18
        plasma.masksToBounds = true
        plasma.borderWidth = 3
        plasma.borderColor = UIColor.white.cgColor
        plasma.drawHandler = { [weak self] drawable, link in self?.drawPlasma(drawable, time: link.timestamp) }
        trace.bounds = CGRect(x: 0, y: 0, width: 240, height: 160)
        trace.contentsScale = UIScreen.main.scale
        trace.cornerRadius = 12
        trace.masksToBounds = true
        trace.transform = CATransform3DMakeRotation(-0.12, 0, 0, 1)
        trace.drawHandler = { [weak self] drawable, link in self?.drawTrace(drawable, time: link.timestamp) }
        view.layer.addSublayer(plasma)
        view.layer.addSublayer(trace)
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        CATransaction.setDisableActions(true)
        // 300 + 40 + 240 points side by side, smaller in narrow windows.
        let fit = min(1, (view.bounds.width - 40) / 580)
        plasma.bounds.size = CGSize(width: 300 * fit, height: 220 * fit)
        trace.bounds.size = CGSize(width: 240 * fit, height: 160 * fit)
        plasma.position = CGPoint(x: middle.x - 140 * fit, y: middle.y)
        trace.position = CGPoint(x: middle.x + 170 * fit, y: middle.y)
    }

    override func tapped(at point: CGPoint) {
        plasma.isPaused.toggle()
        trace.isPaused.toggle()
    }

    private func drawPlasma(_ drawable: PixelDrawable, time: CFTimeInterval) {
        let t = Int(time * 60)
        let width = drawable.width, height = drawable.height
        drawable.withUnsafeMutablePixels { pixels, pixelsPerRow in
            for y in 0..<height {
                let row = wave[(y * 3 + t) & 255]
                for x in 0..<width {
                    let v = (wave[(x * 2 + t * 2) & 255] + row + wave[((x + y) * 2 - t) & 255]) / 3
                    let r = UInt32(wave[(v + t) & 255]), g = UInt32(wave[(v + 85) & 255])
                    let b = UInt32(wave[(v + 170 - t) & 255])
                    pixels[y * pixelsPerRow + x] = 0xFF00_0000 | r << 16 | g << 8 | b
                }
            }
        }
    }

    private func drawTrace(_ drawable: PixelDrawable, time: CFTimeInterval) {
        let context = drawable.context
        let width = CGFloat(drawable.width), height = CGFloat(drawable.height)
        context.setFillColor(UIColor(white: 0.1, alpha: 1).cgColor)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        context.setStrokeColor(UIColor.systemGreen.cgColor)
        context.setLineWidth(height / 60)
        context.beginPath()
        for step in 0...120 {
            let u = CGFloat(step) / 120
            let phase = Double(u) * 4 * .pi + time * 3
            let y = height / 2 + height * 0.35 * CGFloat(sin(phase) * cos(time * 0.7 + Double(u) * 2))
            if step == 0 {
                context.move(to: CGPoint(x: 0, y: y))
            } else {
                context.addLine(to: CGPoint(x: u * width, y: y))
            }
        }
        context.strokePath()
    }
}
