#if canImport(UIKit)
    import UIKit

    /// Segmented tabs: a .fillEqually UIStackView (horizontal by default), a pill re-pinned to the selected tab with
    /// deactivate/activate, .equalSpacing/.center page dots whose active one widens; one UIViewPropertyAnimator.
    final class SegmentedTabsView: UIView {
        private let barView = UIView()
        private let selectionView = UIView()
        private let tabsStack = UIStackView()
        private let dotsStack = UIStackView()
        private var dotWidthConstraints: [NSLayoutConstraint] = []
        private var selectionConstraints: [NSLayoutConstraint] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            barView.backgroundColor = UIColor(white: 0.92, alpha: 1)
            barView.layer.cornerRadius = 12
            selectionView.backgroundColor = .systemBlue
            selectionView.layer.cornerRadius = 9
            tabsStack.distribution = .fillEqually
            dotsStack.distribution = .equalSpacing
            dotsStack.alignment = .center
            for (i, title) in ["Day", "Week", "Month"].enumerated() {
                let label = UILabel()
                label.text = title
                label.textAlignment = .center
                label.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
                label.textColor = i == 0 ? .white : .darkGray
                tabsStack.addArrangedSubview(label)
                let dot = UIView()
                dot.backgroundColor = i == 0 ? .systemBlue : .lightGray
                dot.layer.cornerRadius = 4
                dot.heightAnchor.constraint(equalToConstant: 8).isActive = true
                dotWidthConstraints.append(dot.widthAnchor.constraint(equalToConstant: i == 0 ? 24 : 8))
                dotsStack.addArrangedSubview(dot)
            }
            [barView, selectionView, tabsStack, dotsStack].forEach {
                $0.translatesAutoresizingMaskIntoConstraints = false
            }
            addSubview(barView)
            addSubview(dotsStack)
            barView.addSubview(selectionView)
            barView.addSubview(tabsStack)
            selectionConstraints = pinSelection(to: tabsStack.arrangedSubviews[0])
            NSLayoutConstraint.activate(dotWidthConstraints + selectionConstraints)
            NSLayoutConstraint.activate([
                barView.topAnchor.constraint(equalTo: topAnchor, constant: 56),
                barView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 14),
                barView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -14),
                barView.heightAnchor.constraint(equalToConstant: 44),
                tabsStack.topAnchor.constraint(equalTo: barView.topAnchor, constant: 4),
                tabsStack.leadingAnchor.constraint(equalTo: barView.leadingAnchor, constant: 4),
                tabsStack.trailingAnchor.constraint(equalTo: barView.trailingAnchor, constant: -4),
                tabsStack.bottomAnchor.constraint(equalTo: barView.bottomAnchor, constant: -4),
                selectionView.topAnchor.constraint(equalTo: tabsStack.topAnchor),
                selectionView.bottomAnchor.constraint(equalTo: tabsStack.bottomAnchor),
                dotsStack.topAnchor.constraint(equalTo: barView.bottomAnchor, constant: 28),
                dotsStack.centerXAnchor.constraint(equalTo: centerXAnchor),
                dotsStack.widthAnchor.constraint(equalToConstant: 72),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        private func pinSelection(to tab: UIView) -> [NSLayoutConstraint] {
            return [
                selectionView.leadingAnchor.constraint(equalTo: tab.leadingAnchor),
                selectionView.trailingAnchor.constraint(equalTo: tab.trailingAnchor),
            ]
        }

        func select(index: Int) {
            layoutIfNeeded()
            NSLayoutConstraint.deactivate(selectionConstraints)
            selectionConstraints = pinSelection(to: tabsStack.arrangedSubviews[index])
            NSLayoutConstraint.activate(selectionConstraints)
            for (i, tab) in tabsStack.arrangedSubviews.enumerated() {
                (tab as? UILabel)?.textColor = i == index ? .white : .darkGray
                dotWidthConstraints[i].constant = i == index ? 24 : 8
            }
            let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 0.7) {
                for (i, dot) in self.dotsStack.arrangedSubviews.enumerated() {
                    dot.backgroundColor = i == index ? .systemBlue : .lightGray
                }
                self.layoutIfNeeded()
            }
            animator.startAnimation()
        }
    }
#endif
