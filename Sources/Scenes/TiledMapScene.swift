import PreviewerKit
import UIKit

/// A 16 000-point square drawing in a CATiledLayer: only visible tiles are drawn, on demand, at the level of
/// detail the zoom needs, and fade in. Drag pans; a click zooms in ×2 about the click; − zooms out.
final class TiledMapScene: SceneViewController, PreviewKeyHandling {
    let viewport = CALayer()
    let canvas = CALayer()
    let map = MapLayer()
    var offset = CGPoint(x: -1600, y: -1600)
    var zoom: CGFloat = 0.25
    private var panStart = CGPoint.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text =
            "CATiledLayer, 16 000 × 16 000 points in 256-px tiles, 7 levels. Drag: pan · click: zoom in · −: out"
        viewport.masksToBounds = true
        viewport.anchorPoint = .zero
        viewport.borderWidth = 1
        viewport.borderColor = UIColor(white: 0.7, alpha: 1).cgColor
        map.bounds = CGRect(x: 0, y: 0, width: 16_000, height: 16_000)
        map.anchorPoint = .zero
        map.levelsOfDetail = 7
        map.levelsOfDetailBias = 3
        canvas.anchorPoint = .zero
        canvas.addSublayer(map)
        viewport.addSublayer(canvas)
        view.layer.addSublayer(viewport)
        view.addGestureRecognizer(
            UIPanGestureRecognizer { [weak self] recognizer in
                guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
                if pan.state == .began { self.panStart = self.offset }
                let moved = pan.translation(in: self.view)
                self.offset = CGPoint(x: self.panStart.x + moved.x, y: self.panStart.y + moved.y)
                self.apply(animated: false)
            })
        apply(animated: false)
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        CATransaction.setDisableActions(true)
        viewport.frame = CGRect(x: 16, y: 52, width: view.bounds.width - 32, height: view.bounds.height - 68)
    }

    override func tapped(at point: CGPoint) {
        zoom(by: 2, about: viewport.convert(point, from: view.layer))
    }

    func handleKey(_ key: String) -> Bool {
        switch key {
        case "-": zoom(by: 0.5, about: CGPoint(x: viewport.bounds.midX, y: viewport.bounds.midY))
        case "+", "=": zoom(by: 2, about: CGPoint(x: viewport.bounds.midX, y: viewport.bounds.midY))
        default: return false
        }
        return true
    }

    private func zoom(by factor: CGFloat, about point: CGPoint) {
        let target = min(max(zoom * factor, 1.0 / 32), 8)
        let applied = target / zoom
        offset = CGPoint(x: point.x - (point.x - offset.x) * applied, y: point.y - (point.y - offset.y) * applied)
        zoom = target
        apply(animated: true)
    }

    private func apply(animated: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(!animated)
        CATransaction.setAnimationDuration(0.35)
        canvas.position = offset
        canvas.transform = CATransform3DMakeScale(zoom, zoom, 1)
        CATransaction.commit()
    }
}

/// The drawing: 100-point cells in colours that vary by place, a dot in each, and lines every 1000 points.
final class MapLayer: CATiledLayer {
    override func draw(in ctx: CGContext) {
        let clip = ctx.boundingBoxOfClipPath
        let cell: CGFloat = 100
        for row in Int(clip.minY / cell)...Int(clip.maxY / cell) {
            for column in Int(clip.minX / cell)...Int(clip.maxX / cell) {
                let hash = (row &* 73_856_093) ^ (column &* 19_349_663)
                let hue = CGFloat(abs(hash) % 360) / 360
                let rect = CGRect(x: CGFloat(column) * cell, y: CGFloat(row) * cell, width: cell, height: cell)
                ctx.setFillColor(UIColor(hue: hue, saturation: 0.25, brightness: 0.97, alpha: 1).cgColor)
                ctx.fill(rect)
                let radius = 8 + CGFloat(abs(hash / 360) % 30)
                ctx.setFillColor(UIColor(hue: hue, saturation: 0.7, brightness: 0.8, alpha: 1).cgColor)
                ctx.fillEllipse(
                    in: CGRect(x: rect.midX - radius, y: rect.midY - radius, width: 2 * radius, height: 2 * radius))
                ctx.setStrokeColor(UIColor(white: 0, alpha: 0.12).cgColor)
                ctx.setLineWidth(1)
                ctx.stroke(rect)
            }
        }
        ctx.setStrokeColor(UIColor(white: 0.1, alpha: 0.6).cgColor)
        ctx.setLineWidth(6)
        for line in stride(from: 0, through: 16_000, by: 1000) {
            let at = CGFloat(line)
            guard at >= clip.minX - 3 && at <= clip.maxX + 3 || at >= clip.minY - 3 && at <= clip.maxY + 3 else {
                continue
            }
            ctx.strokeLineSegments(between: [
                CGPoint(x: at, y: clip.minY), CGPoint(x: at, y: clip.maxY), CGPoint(x: clip.minX, y: at),
                CGPoint(x: clip.maxX, y: at),
            ])
        }
    }
}
