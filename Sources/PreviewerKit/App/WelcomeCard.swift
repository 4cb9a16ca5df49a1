import CoreGraphics

/// The frame shown while no scene is loaded: drawn with CoreGraphics in a flipped, point-based space.
enum WelcomeCard {
    static func draw(in context: CGContext, pointSize: CGSize, scale: CGFloat) {
        context.saveGState()
        defer { context.restoreGState() }
        // UIKit-style space: points, origin top-left, y down.
        context.translateBy(x: 0, y: CGFloat(context.height))
        context.scaleBy(x: scale, y: -scale)
        let background = CGGradient(
            colorsSpace: nil,
            colors: [
                CGColor(red: 0.10, green: 0.11, blue: 0.16, alpha: 1),
                CGColor(red: 0.18, green: 0.20, blue: 0.30, alpha: 1),
            ],
            locations: nil)
        if let background {
            context.drawLinearGradient(
                background, start: .zero, end: CGPoint(x: 0, y: pointSize.height), options: [.drawsAfterEndLocation])
        }
        let card = CGRect(x: pointSize.width / 2 - 160, y: pointSize.height / 2 - 90, width: 320, height: 180)
        context.setShadow(
            offset: CGSize(width: 0, height: -6 * scale), blur: 18 * scale, color: CGColor(gray: 0, alpha: 0.5))
        context.setFillColor(CGColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1))
        context.addPath(CGPath(roundedRect: card, cornerWidth: 24, cornerHeight: 24, transform: nil))
        context.fillPath()
        context.setShadow(offset: .zero, blur: 0, color: nil)
        let title = TextStyle(
            fontName: "Helvetica-Bold", fontSize: 26, color: RGBA(red: 1, green: 1, blue: 1, alpha: 1),
            alignment: .center)
        context.drawText("Core Animation", in: card.insetBy(dx: 10, dy: 50), style: title)
        let subtitle = TextStyle(fontSize: 15, color: RGBA(red: 1, green: 1, blue: 1, alpha: 0.8), alignment: .center)
        context.drawText(
            "for the Linux desktop · Esc quits",
            in: CGRect(x: card.minX + 10, y: card.minY + 100, width: card.width - 20, height: 30), style: subtitle)
    }
}
