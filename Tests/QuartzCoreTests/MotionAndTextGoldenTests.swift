import Foundation
import QuartzCore
import RenderServer
import TestSupport
import XCTest

/// A font attribute value as UIKit's `UIFont` provides one.
private struct TestFont: AttributedStringFont {
    var attributedFontName: String
    var attributedFontSize: CGFloat
}

/// Goldens for what needs time or runs: transitions half way, replicator instances a delay apart, and attributed
/// strings with font names (1× and 2×, the fast compositor checked against each).
final class MotionAndTextGoldenTests: ManualClockTestCase {
    private let colors = [
        CGColor(srgbRed: 0, green: 0.48, blue: 1, alpha: 1), CGColor(srgbRed: 1, green: 0.58, blue: 0, alpha: 1),
        CGColor(srgbRed: 0.2, green: 0.78, blue: 0.35, alpha: 1),
        CGColor(srgbRed: 0.69, green: 0.32, blue: 0.87, alpha: 1),
    ]

    private func card(_ color: CGColor, label: String) -> CALayer {
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
        card.backgroundColor = color
        card.cornerRadius = 10
        card.masksToBounds = true
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 22, width: 64, height: 20)
        text.fontSize = 14
        text.alignmentMode = .center
        text.string = label
        card.addSublayer(text)
        return card
    }

    /// fade, moveIn from the right, push from the left, reveal from the top and push from the bottom, each
    /// 0.5 s into a 1 s linear transition from a blue card to an orange one with a new label.
    func testTransitionsHalfWay() throws {
        let kinds: [(CATransitionType, CATransitionSubtype?)] = [
            (.fade, nil), (.moveIn, .fromRight), (.push, .fromLeft), (.reveal, .fromTop), (.push, .fromBottom),
        ]
        let cards = kinds.map { _ in card(colors[0], label: "old") }
        let root = grid(cards)
        CATransaction.flush()
        for ((type, subtype), card) in zip(kinds, cards) {
            let transition = CATransition()
            transition.type = type
            transition.subtype = subtype
            transition.duration = 1
            transition.timingFunction = CAMediaTimingFunction(name: .linear)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            card.add(transition, forKey: kCATransition)
            card.backgroundColor = colors[1]
            (card.sublayers?.first as? CATextLayer)?.string = "new"
            CATransaction.commit()
        }
        advance(to: CACurrentMediaTime() + 0.5)
        try check(root, named: "transitions-half-way")
    }

    /// Eight bars in a replicator, each instance 0.1 s behind the one before, 0.45 s into a 1 s rise and colour
    /// change: a staircase.
    func testReplicatorInstanceDelay() throws {
        let replicator = CAReplicatorLayer()
        replicator.bounds = CGRect(x: 0, y: 0, width: 72, height: 72)
        replicator.instanceCount = 8
        replicator.instanceDelay = 0.1
        replicator.instanceTransform = CATransform3DMakeTranslation(9, 0, 0)
        replicator.instanceAlphaOffset = -0.08
        let bar = CALayer()
        bar.anchorPoint = CGPoint(x: 0.5, y: 1)
        bar.frame = CGRect(x: 2, y: 8, width: 6, height: 60)
        bar.backgroundColor = colors[2]
        replicator.addSublayer(bar)
        let root = grid([replicator])
        CATransaction.flush()
        let rise = CABasicAnimation(keyPath: "transform.scale.y")
        rise.fromValue = 0.1
        rise.toValue = 1
        rise.duration = 1
        rise.beginTime = CACurrentMediaTime()
        bar.add(rise, forKey: "rise")
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = colors[3]
        tint.toValue = colors[2]
        tint.duration = 1
        tint.beginTime = CACurrentMediaTime()
        bar.add(tint, forKey: "tint")
        advance(to: CACurrentMediaTime() + 0.45)
        try check(root, named: "replicator-instance-delay")
    }

    /// Font names (bold, serif italic, monospace), and attributed strings mixing fonts, sizes, colours,
    /// underline, strikethrough and kerning, wrapped.
    func testAttributedStringsAndFontNames() throws {
        func text(_ string: Any, font: String = "Helvetica", size: CGFloat = 12) -> CATextLayer {
            let layer = CATextLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 76, height: 64)
            layer.backgroundColor = CGColor(gray: 0.93, alpha: 1)
            layer.foregroundColor = CGColor.black
            layer.font = font
            layer.fontSize = size
            layer.isWrapped = true
            layer.string = string
            return layer
        }
        let mixed = NSMutableAttributedString(string: "Big red and blue")
        mixed.addAttribute(
            NSAttributedString.Key("NSFont"),
            value: TestFont(attributedFontName: "Helvetica-Bold", attributedFontSize: 20),
            range: NSRange(location: 0, length: 3))
        mixed.addAttribute(NSAttributedString.Key("NSColor"), value: colors[1], range: NSRange(location: 4, length: 3))
        mixed.addAttribute(NSAttributedString.Key("NSColor"), value: colors[0], range: NSRange(location: 12, length: 4))
        let lines = NSMutableAttributedString(string: "under struck s p a c e d")
        lines.addAttribute(NSAttributedString.Key("NSUnderline"), value: 1, range: NSRange(location: 0, length: 5))
        lines.addAttribute(NSAttributedString.Key("NSStrikethrough"), value: 1, range: NSRange(location: 6, length: 6))
        lines.addAttribute(NSAttributedString.Key("NSKern"), value: 2.0, range: NSRange(location: 13, length: 11))
        let accented = NSMutableAttributedString(string: "Café → naïve")
        accented.addAttribute(
            NSAttributedString.Key("NSFont"), value: TestFont(attributedFontName: "Courier", attributedFontSize: 13),
            range: NSRange(location: 5, length: 7))
        try check(
            grid(
                [
                    text("Bold name", font: "Helvetica-Bold"), text("Serif italic", font: "Times-Italic"),
                    text("Mono 0O1l", font: "Menlo"), text(mixed), text(lines), text(accented),
                ], columns: 3), named: "attributed-text")
    }
}
