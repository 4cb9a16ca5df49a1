#if canImport(UIKit)
    import UIKit

    /// Bars growing one after another from a single UIViewPropertyAnimator: each bar's block added with a larger
    /// delayFactor, the staggered entrance of charts and onboarding screens.
    final class StaggeredBarsView: UIView {
        private var bars: [UIView] = []
        private let heights: [CGFloat] = [60, 110, 80, 140, 100]

        override init(frame: CGRect) {
            super.init(frame: frame)
            for index in heights.indices {
                let bar = UIView()
                bar.backgroundColor = index % 2 == 0 ? .systemTeal : .systemBlue
                bar.layer.cornerRadius = 6
                addSubview(bar)
                bars.append(bar)
            }
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        private func frame(of index: Int, height: CGFloat) -> CGRect {
            CGRect(x: 20 + CGFloat(index) * 34, y: 180 - height, width: 24, height: height)
        }

        func grow() {
            for (index, bar) in bars.enumerated() {
                bar.frame = frame(of: index, height: 4)
            }
            let animator = UIViewPropertyAnimator(duration: 1.4, curve: .easeOut)
            for (index, bar) in bars.enumerated() {
                let height = heights[index]
                animator.addAnimations(
                    {
                        bar.frame = self.frame(of: index, height: height)
                    }, delayFactor: CGFloat(index) * 0.15)
            }
            animator.startAnimation()
        }
    }
#endif
